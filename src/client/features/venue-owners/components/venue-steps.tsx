import { Check, Plus } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { cities } from "@shared/catalog";
import { venueSettings, venueStyleLabels, venueStyles } from "@shared/marketplace-catalog";
import {
  MAX_AMENITIES,
  MAX_VENUE_PHOTOS,
  suggestedAmenities,
  venuePriceTierFor,
  type VenueFields,
} from "@shared/schemas/owner-venues";
import { AiWriterButton } from "@client/components/ai-writer/ai-writer-button";
import { priceTierWords } from "@client/components/listings/format";
import { Button } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { SelectField, TextAreaField, TextField } from "@client/components/ui/field";
import { PhotoUploader } from "@client/components/uploads/photo-uploader";
import { descriptionFacts } from "../utils/venue-draft";

type Form = UseFormReturn<VenueFields>;

const settingWords = { indoor: "Indoor", outdoor: "Outdoor", both: "Indoor & outdoor" } as const;

export function BasicsStep({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Venue name"
        className="sm:col-span-2"
        autoComplete="organization"
        maxLength={80}
        error={errors.name?.message}
        {...form.register("name")}
      />
      <SelectField label="City" error={errors.cityId?.message} {...form.register("cityId")}>
        <option value="">Choose a city</option>
        {cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.displayName}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Neighborhood"
        hint="e.g. Ohio City, Short North, The Gulch"
        error={errors.neighborhood?.message}
        {...form.register("neighborhood")}
      />
      <TextField
        label="Street address"
        className="sm:col-span-2"
        autoComplete="street-address"
        error={errors.address?.message}
        {...form.register("address")}
      />
    </div>
  );
}

export function CapacityStep({ form }: { form: Form }) {
  const { errors } = form.formState;
  const [price, cityId] = useWatch({ control: form.control, name: ["priceFrom", "cityId"] });
  const tier = cityId && Number.isFinite(price) ? venuePriceTierFor(price, cityId) : null;
  const number = { valueAsNumber: true } as const;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Seated guests (most)"
        type="number"
        inputMode="numeric"
        min={1}
        max={5000}
        error={errors.capacitySeated?.message}
        {...form.register("capacitySeated", number)}
      />
      <TextField
        label="Standing guests (most)"
        type="number"
        inputMode="numeric"
        min={1}
        max={5000}
        error={errors.capacityStanding?.message}
        {...form.register("capacityStanding", number)}
      />
      <TextField
        label="Starting price (USD)"
        type="number"
        inputMode="numeric"
        min={0}
        step={50}
        className="sm:col-span-2"
        hint={
          tier
            ? `Couples see this as ${"$".repeat(tier)} · ${priceTierWords[tier]} for ${cities.find((c) => c.id === cityId)?.name}.`
            : "Your lowest rental fee for a wedding (venue only). It sets the $–$$$$ price tier couples filter by."
        }
        error={errors.priceFrom?.message}
        {...form.register("priceFrom", number)}
      />
    </div>
  );
}

function Chip({
  pressed,
  onClick,
  children,
  disabled,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cx(
        "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose disabled:cursor-not-allowed disabled:opacity-50",
        pressed ? "border-rose bg-rose text-white" : "border-line bg-white text-ink hover:border-rose/50",
      )}
    >
      {pressed && <Check className="size-4" aria-hidden />}
      {children}
    </button>
  );
}

function GroupError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}

export function StyleStep({ form }: { form: Form }) {
  const id = useId();
  const { errors } = form.formState;
  const [custom, setCustom] = useState("");
  return (
    <div className="flex flex-col gap-8">
      <Controller
        control={form.control}
        name="styles"
        render={({ field }) => {
          const chosen = field.value ?? [];
          return (
            <fieldset
              className="flex flex-col gap-3"
              aria-describedby={errors.styles ? `${id}-styles-error` : `${id}-styles-hint`}
            >
              <legend className="text-sm font-medium text-ink">Style</legend>
              <p id={`${id}-styles-hint`} className="-mt-1 text-xs text-muted">
                Choose up to 4 — couples filter by these.
              </p>
              <div className="flex flex-wrap gap-2">
                {venueStyles.map((s) => {
                  const on = chosen.includes(s);
                  return (
                    <Chip
                      key={s}
                      pressed={on}
                      disabled={!on && chosen.length >= 4}
                      onClick={() => field.onChange(on ? chosen.filter((x) => x !== s) : [...chosen, s])}
                    >
                      {venueStyleLabels[s]}
                    </Chip>
                  );
                })}
              </div>
              <GroupError id={`${id}-styles-error`} message={errors.styles?.message} />
            </fieldset>
          );
        }}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-ink">Setting</legend>
        <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
          {venueSettings.map((s) => (
            <label
              key={s}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-2xl border border-line bg-white px-4 text-sm text-ink has-[:checked]:border-rose has-[:checked]:bg-blush/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose"
            >
              <input type="radio" value={s} className="accent-rose" {...form.register("setting")} />
              {settingWords[s]}
            </label>
          ))}
        </div>
        <GroupError id={`${id}-setting-error`} message={errors.setting?.message} />
      </fieldset>

      <Controller
        control={form.control}
        name="amenities"
        render={({ field }) => {
          const chosen = field.value ?? [];
          const toggle = (a: string) =>
            field.onChange(chosen.includes(a) ? chosen.filter((x) => x !== a) : [...chosen, a]);
          const extra = chosen.filter((a) => !(suggestedAmenities as readonly string[]).includes(a));
          const addCustom = () => {
            const value = custom.trim().slice(0, 40);
            if (!value || chosen.includes(value) || chosen.length >= MAX_AMENITIES) return;
            field.onChange([...chosen, value]);
            setCustom("");
          };
          return (
            <fieldset className="flex flex-col gap-3">
              <legend className="text-sm font-medium text-ink">Amenities</legend>
              <p className="-mt-1 text-xs text-muted">
                {chosen.length} of up to {MAX_AMENITIES} chosen.
              </p>
              <div className="flex flex-wrap gap-2">
                {[...suggestedAmenities, ...extra].map((a) => (
                  <Chip
                    key={a}
                    pressed={chosen.includes(a)}
                    disabled={!chosen.includes(a) && chosen.length >= MAX_AMENITIES}
                    onClick={() => toggle(a)}
                  >
                    {a}
                  </Chip>
                ))}
              </div>
              <div className="flex max-w-md items-end gap-2">
                <TextField
                  label="Add your own amenity"
                  className="flex-1"
                  value={custom}
                  maxLength={40}
                  onChange={(e) => setCustom(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === "Enter") {
                      e.preventDefault();
                      addCustom();
                    }
                  }}
                />
                <Button variant="secondary" onClick={addCustom} disabled={!custom.trim()}>
                  <Plus className="size-4" aria-hidden /> Add
                </Button>
              </div>
              <GroupError id={`${id}-amenities-error`} message={errors.amenities?.message} />
            </fieldset>
          );
        }}
      />
    </div>
  );
}

export function PhotosStep({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <div className="flex flex-col gap-3">
      <Controller
        control={form.control}
        name="photos"
        render={({ field }) => (
          <PhotoUploader
            value={field.value ?? []}
            onChange={(photos) => field.onChange(photos)}
            max={MAX_VENUE_PHOTOS}
            label="Venue photos"
            id="venue-photos"
          />
        )}
      />
      <GroupError id="venue-photos-error" message={errors.photos?.message ?? errors.photos?.root?.message} />
    </div>
  );
}

export function DetailsStep({ form }: { form: Form }) {
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: "description" }) ?? "";
  const length = description.trim().length;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextAreaField
        label="Description"
        className="sm:col-span-2"
        rows={8}
        maxLength={5000}
        hint={
          length < 80
            ? `${80 - length} more characters to go. Tell couples about the spaces, the view, what's included and what makes a wedding here special.`
            : `${length.toLocaleString("en-US")} of 5,000 characters. Blank lines start new paragraphs.`
        }
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="sm:col-span-2">
        <AiWriterButton
          noun="description"
          source="Drafted from what is in your form."
          notesHint="Written as couples should read it, e.g. “Our garden terrace opened this spring.”"
          sourceFor={(options) => {
            const venue = descriptionFacts(form.getValues());
            return typeof venue === "string"
              ? venue
              : { type: "description", body: { kind: "venue", venue, ...options } };
          }}
          field={{
            get: () => form.getValues("description") ?? "",
            set: (text) => form.setValue("description", text, { shouldDirty: true, shouldValidate: true }),
          }}
        />
      </div>
      <TextField
        label="Contact email (for couples)"
        type="email"
        autoComplete="email"
        error={errors.contactEmail?.message}
        {...form.register("contactEmail")}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.contactPhone?.message}
        {...form.register("contactPhone")}
      />
      <TextField
        label="Website"
        type="url"
        placeholder="https://"
        className="sm:col-span-2"
        error={errors.website?.message}
        {...form.register("website")}
      />
    </div>
  );
}
