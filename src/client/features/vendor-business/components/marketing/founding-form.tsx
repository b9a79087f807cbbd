import { zodResolver } from "@hookform/resolvers/zod";
import { useAppForm } from "@client/lib/use-app-form";
import { z } from "zod";
import { cities, vendorCategories } from "@shared/catalog";
import { foundingApplicationSchema } from "@shared/schemas/founding";
import { Button } from "@client/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@client/components/ui/field";
import { ApiError } from "@client/lib/api";
import { showFormError } from "@client/lib/form-errors";
import { useSession } from "@client/lib/session";
import { useApplyToFounding } from "../../api/founding-api";

/** The form's view of the schema: the selects start empty ("Choose…"). */
const formSchema = foundingApplicationSchema.extend({
  cityId: z.string().pipe(foundingApplicationSchema.shape.cityId),
  categorySlug: z.string().pipe(foundingApplicationSchema.shape.categorySlug),
});
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

/** The Founding 50 application; on success the page swaps it for the thank-you panel. */
export function FoundingForm({ onApplied }: { onApplied: (email: string) => void }) {
  const { user } = useSession();
  const apply = useApplyToFounding();
  const form = useAppForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      businessName: "",
      contactName: user?.name ?? "",
      email: user?.email ?? "",
      phone: "",
      website: "",
      cityId: "",
      categorySlug: "",
      yearsInBusiness: Number.NaN,
      weddingsPerYear: Number.NaN,
      why: "",
      nickname: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const whyLength = (form.watch("why") ?? "").trim().length;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apply.mutateAsync(values);
      onApplied(values.email);
    } catch (err) {
      // A conflict is about this address (an application from it exists, or the spots are gone).
      if (err instanceof ApiError && err.status === 409) {
        form.setError("email", { message: err.message }, { shouldFocus: true });
        return;
      }
      showFormError(form, err, "We couldn't send your application");
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      aria-label="Founding 50 application"
    >
      <TextField
        label="Business name"
        autoComplete="organization"
        className="sm:col-span-2"
        error={errors.businessName?.message}
        {...form.register("businessName")}
      />
      <TextField
        label="Your name"
        autoComplete="name"
        error={errors.contactName?.message}
        {...form.register("contactName")}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      <TextField
        label="Website (optional)"
        type="url"
        placeholder="https://"
        error={errors.website?.message}
        {...form.register("website")}
      />
      <SelectField label="Category" error={errors.categorySlug?.message} {...form.register("categorySlug")}>
        <option value="">Choose your category</option>
        {vendorCategories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="City" error={errors.cityId?.message} {...form.register("cityId")}>
        <option value="">Choose your city</option>
        {cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.displayName}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Years in business"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        error={errors.yearsInBusiness?.message}
        {...form.register("yearsInBusiness", { valueAsNumber: true })}
      />
      <TextField
        label="Weddings per year"
        type="number"
        inputMode="numeric"
        min={0}
        max={1000}
        error={errors.weddingsPerYear?.message}
        {...form.register("weddingsPerYear", { valueAsNumber: true })}
      />
      <TextAreaField
        label="Why do you want to be a founding vendor?"
        className="sm:col-span-2"
        rows={5}
        error={errors.why?.message}
        hint={
          <span aria-live="polite">
            {whyLength < 40
              ? `${40 - whyLength} more characters to go (at least 40).`
              : `${whyLength} of 2,000 characters.`}
          </span>
        }
        {...form.register("why")}
      />
      {/* Honeypot: invisible to people and to screen readers; bots fill every field. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Nickname
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register("nickname")} />
        </label>
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" isLoading={isSubmitting}>
          Send my application
        </Button>
        <p className="text-sm text-muted">Free to apply. We reply within five business days.</p>
      </div>
    </form>
  );
}
