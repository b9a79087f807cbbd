import { zodResolver } from "@hookform/resolvers/zod";
import { useAppForm } from "@client/lib/use-app-form";
import { z } from "zod";
import { cities, vendorCategories } from "@shared/catalog";
import { businessProfileSchema, type BusinessProfile } from "@shared/schemas/account";
import { Button } from "@client/components/ui/button";
import { SelectField, TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useSaveBusinessProfile } from "../api/account-api";

const blankToNull = (v: string) => (v.trim() === "" ? null : v);
const formSchema = businessProfileSchema.extend({
  cityId: z.string().transform(blankToNull).pipe(businessProfileSchema.shape.cityId),
  categorySlug: z.string().transform(blankToNull).pipe(businessProfileSchema.shape.categorySlug),
});
type FormIn = z.input<typeof formSchema>;

function toForm(p: BusinessProfile | null): FormIn {
  return {
    businessName: p?.businessName ?? "",
    contactName: p?.contactName ?? "",
    contactEmail: p?.contactEmail ?? "",
    contactPhone: p?.contactPhone ?? "",
    cityId: p?.cityId ?? "",
    categorySlug: p?.categorySlug ?? "",
  };
}

/** Business details of a venue owner or vendor; vendors also choose their category. */
export function BusinessProfileForm({
  profile,
  isVendor,
}: {
  profile: BusinessProfile | null;
  isVendor: boolean;
}) {
  const save = useSaveBusinessProfile();
  const form = useAppForm<FormIn, unknown, BusinessProfile>({
    resolver: zodResolver(formSchema),
    defaultValues: toForm(profile),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (isVendor && !values.categorySlug) {
      form.setError("categorySlug", { message: "Choose the category you work in." });
      return;
    }
    try {
      const saved = await save.mutateAsync(values);
      form.reset(toForm(saved));
      toast.success("Business details saved");
    } catch (err) {
      showFormError(form, err);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Business name"
        className="sm:col-span-2"
        error={errors.businessName?.message}
        {...form.register("businessName")}
      />
      <TextField
        label="Contact person"
        autoComplete="name"
        error={errors.contactName?.message}
        {...form.register("contactName")}
      />
      <TextField
        label="Contact email"
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
      <SelectField label="City" error={errors.cityId?.message} {...form.register("cityId")}>
        <option value="">Choose a city</option>
        {cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.displayName}
          </option>
        ))}
      </SelectField>
      {isVendor && (
        <SelectField label="Category" error={errors.categorySlug?.message} {...form.register("categorySlug")}>
          <option value="">Choose a category</option>
          {vendorCategories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </SelectField>
      )}
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button type="submit" isLoading={isSubmitting}>
          Save details
        </Button>
        {isDirty && <span className="text-sm text-muted">You have unsaved changes.</span>}
      </div>
    </form>
  );
}
