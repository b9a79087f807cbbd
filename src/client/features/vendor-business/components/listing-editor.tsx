import { zodResolver } from "@hookform/resolvers/zod";
import { Controller } from "react-hook-form";
import { useAppForm } from "@client/lib/use-app-form";
import { cities, vendorCategories } from "@shared/catalog";
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  MAX_LISTING_PHOTOS,
  type VendorListingFields,
} from "@shared/schemas/vendor-listing";
import { AiWriterButton } from "@client/components/ai-writer/ai-writer-button";
import { priceTierWords } from "@client/components/listings/format";
import { Button } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { SelectField, TextAreaField, TextField } from "@client/components/ui/field";
import { PhotoUploader } from "@client/components/uploads/photo-uploader";
import { showFormError } from "@client/lib/form-errors";
import { useUnsavedChangesWarning } from "../hooks/use-unsaved-changes";
import { descriptionFacts, listingFormSchema, type ListingFormValues } from "../utils/listing-form";
import { EditorSection } from "./editor-section";
import { PackagesEditor } from "./packages-editor";

type Props = {
  mode: "create" | "edit";
  defaultValues: ListingFormValues;
  /** Saves; resolves when it worked (the form then counts as saved), rejects with the API's error. */
  onSave: (values: VendorListingFields, opts: { publish: boolean }) => Promise<void>;
};

/**
 * The vendor's listing editor: basics, description, pricing and packages, photos, contact. The same form
 * creates a listing and edits it; the API's schema validates it here first.
 */
export function ListingEditor({ mode, defaultValues, onSave }: Props) {
  const form = useAppForm<ListingFormValues, unknown, VendorListingFields>({
    resolver: zodResolver(listingFormSchema),
    defaultValues,
  });
  const { register, control, formState, watch } = form;
  const { errors, isSubmitting, isDirty } = formState;
  useUnsavedChangesWarning(isDirty && !isSubmitting);
  const descriptionLength = (watch("description") ?? "").trim().length;

  const submit = (publish: boolean) =>
    form.handleSubmit(async (values) => {
      try {
        await onSave(values, { publish });
        form.reset(values);
      } catch (err) {
        showFormError(form, err, "We couldn't save your listing");
      }
    });

  return (
    <form
      onSubmit={(e) => void submit(false)(e)}
      noValidate
      aria-label={mode === "create" ? "Create your listing" : "Edit your listing"}
      className="flex flex-col gap-6"
    >
      <EditorSection
        id="editor-basics"
        title="Business basics"
        description="How couples find you: your name, what you do and where you work."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Business name"
            className="sm:col-span-2"
            autoComplete="organization"
            error={errors.businessName?.message}
            {...register("businessName")}
          />
          <SelectField label="Category" error={errors.categorySlug?.message} {...register("categorySlug")}>
            <option value="">Choose a category</option>
            {vendorCategories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField label="Based in" error={errors.cityId?.message} {...register("cityId")}>
            <option value="">Choose a city</option>
            {cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.displayName}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Service area"
            className="sm:col-span-2"
            placeholder="e.g. Columbus and all of Central Ohio"
            error={errors.serviceArea?.message}
            {...register("serviceArea")}
          />
          <TextField
            label="Tagline"
            className="sm:col-span-2"
            placeholder="One line couples remember you by"
            hint="Optional, up to 120 characters. Shown under your name."
            maxLength={120}
            error={errors.tagline?.message}
            {...register("tagline")}
          />
        </div>
      </EditorSection>

      <EditorSection
        id="editor-description"
        title="Description"
        description="Your story, your style and how you work with couples. Blank lines start new paragraphs."
      >
        <div className="flex flex-col gap-4">
          <TextAreaField
            label="About your business"
            rows={8}
            error={errors.description?.message}
            hint={
              <span aria-live="polite">
                {descriptionLength < DESCRIPTION_MIN
                  ? `${DESCRIPTION_MIN - descriptionLength} more characters to go (at least ${DESCRIPTION_MIN}).`
                  : `${descriptionLength.toLocaleString("en-US")} of ${DESCRIPTION_MAX.toLocaleString("en-US")} characters.`}
              </span>
            }
            {...register("description")}
          />
          <AiWriterButton
            noun="description"
            source="Drafted from what is in your form."
            notesHint="Written as couples should read it, e.g. “We now offer drone coverage.”"
            sourceFor={(options) => {
              const vendor = descriptionFacts(form.getValues());
              return typeof vendor === "string"
                ? vendor
                : { type: "description", body: { kind: "vendor", vendor, ...options } };
            }}
            field={{
              get: () => form.getValues("description") ?? "",
              set: (text) => form.setValue("description", text, { shouldDirty: true, shouldValidate: true }),
            }}
          />
        </div>
      </EditorSection>

      <EditorSection
        id="editor-pricing"
        title="Pricing and packages"
        description="A starting price and the packages you offer. Clear prices bring better-matched inquiries."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Starting price (USD)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.priceFrom?.message}
            {...register("priceFrom", { valueAsNumber: true })}
          />
          <SelectField
            label="Price tier"
            hint="Compared with other vendors in your category."
            error={errors.priceTier?.message}
            {...register("priceTier", { setValueAs: (v: string | number) => Number(v) })}
          >
            {[1, 2, 3, 4].map((tier) => (
              <option key={tier} value={tier}>
                {"$".repeat(tier)} · {priceTierWords[tier]}
              </option>
            ))}
          </SelectField>
        </div>
        <h3 className="mt-8 font-sans text-sm font-semibold uppercase tracking-[0.14em] text-muted">
          Packages
        </h3>
        <div className="mt-3">
          <PackagesEditor control={control} register={register} errors={errors} />
        </div>
      </EditorSection>

      <EditorSection
        id="editor-photos"
        title="Photos"
        description={`Up to ${MAX_LISTING_PHOTOS} photos of your work. The first is your cover; describe each one for couples using screen readers.`}
      >
        <Controller
          control={control}
          name="photos"
          render={({ field }) => (
            <PhotoUploader
              id="listing-photos"
              label="Listing photos"
              value={field.value}
              onChange={field.onChange}
              max={MAX_LISTING_PHOTOS}
            />
          )}
        />
        {(errors.photos?.message ?? errors.photos?.root?.message) && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {errors.photos?.message ?? errors.photos?.root?.message}
          </p>
        )}
      </EditorSection>

      <EditorSection
        id="editor-contact"
        title="Contact"
        description="Shown on your page. Inquiries from couples also arrive in your dashboard."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.contactEmail?.message}
            {...register("contactEmail")}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={errors.contactPhone?.message}
            {...register("contactPhone")}
          />
          <TextField
            label="Website"
            type="url"
            placeholder="https://"
            className="sm:col-span-2"
            error={errors.website?.message}
            {...register("website")}
          />
        </div>
      </EditorSection>

      {/*
        On wider screens the bar sticks to the bottom while there is something to save; on phones it stays
        at the end of the form, clear of the bottom navigation and the chat button.
      */}
      <div
        className={cx(
          "z-10 flex flex-col gap-3 rounded-3xl border border-line bg-white/95 p-4 backdrop-blur sm:flex-row sm:items-center sm:justify-between sm:px-6",
          isDirty && "md:sticky md:bottom-3 md:shadow-[0_12px_32px_-20px_rgba(59,47,44,0.45)]",
        )}
      >
        <p className="text-sm text-muted" aria-live="polite">
          {Object.keys(errors).length > 0
            ? "Some fields need a look — see the messages above."
            : isDirty
              ? "You have unsaved changes."
              : mode === "create"
                ? "Publish now, or save a draft and publish when you're ready."
                : "All changes saved."}
        </p>
        <div className="flex flex-wrap gap-2">
          {mode === "create" ? (
            <>
              <Button type="submit" variant="secondary" disabled={isSubmitting}>
                Save as draft
              </Button>
              <Button onClick={(e) => void submit(true)(e)} isLoading={isSubmitting}>
                Create and publish
              </Button>
            </>
          ) : (
            <>
              {isDirty && (
                <Button
                  variant="ghost"
                  onClick={() => window.confirm("Discard your unsaved changes?") && form.reset()}
                  disabled={isSubmitting}
                >
                  Discard changes
                </Button>
              )}
              <Button type="submit" isLoading={isSubmitting}>
                Save changes
              </Button>
            </>
          )}
        </div>
      </div>
    </form>
  );
}
