import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useAppForm } from "@client/lib/use-app-form";
import { z } from "zod";
import { localToday } from "@shared/rules/wedding-countdown";
import {
  createInquirySchema,
  INQUIRY_MESSAGE_MAX,
  INQUIRY_MESSAGE_MIN,
  type CreateInquiry,
  type ListingKind,
} from "@shared/schemas/inquiries";
import type { CoupleProfile } from "@shared/schemas/account";
import { Button } from "@client/components/ui/button";
import { TextAreaField, TextField } from "@client/components/ui/field";
import { messageOf } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useCreateInquiry } from "../api/inquiries-api";
import { inquiryPlaceholder } from "../utils/inquiry-format";

type Listing = { listingKind: ListingKind; slug: string; name: string };

// The form edits strings; this schema turns them into the API's shape with the API's own rules and messages.
const formSchema = z.object({
  weddingDate: z
    .string()
    .transform((v) => (v.trim() === "" ? undefined : v))
    .pipe(createInquirySchema.shape.weddingDate),
  guestCount: z
    .string()
    .transform((v) => (v.trim() === "" ? undefined : Number(v)))
    .pipe(createInquirySchema.shape.guestCount),
  message: createInquirySchema.shape.message,
});
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

/** Loaded when the dialog first opens (send-inquiry-button.tsx), so listing pages stay light. */
export default function InquiryForm({
  listing,
  profile,
  onSent,
}: {
  listing: Listing;
  profile: CoupleProfile | null;
  onSent: () => void;
}) {
  const create = useCreateInquiry();
  const today = localToday();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useAppForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      // A date already past (an old profile) is not offered: the API would refuse it.
      weddingDate: profile?.weddingDate && profile.weddingDate >= today ? profile.weddingDate : "",
      guestCount: profile?.guestCount ? String(profile.guestCount) : "",
      message: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch("message").trim().length;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const input: CreateInquiry = { listingKind: listing.listingKind, slug: listing.slug, ...values };
    try {
      await create.mutateAsync(input);
      toast.success("Inquiry sent", {
        description: `${listing.name} will reply by email. You can follow it from your account.`,
      });
      onSent();
    } catch (err) {
      // A field the server refused goes next to the field; anything else above the button.
      if (!applyServerErrors(form, err)) setFormError(messageOf(err));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
      <TextField
        label="Wedding date"
        type="date"
        min={today}
        hint="Optional"
        error={errors.weddingDate?.message}
        {...form.register("weddingDate")}
      />
      <TextField
        label="Guests"
        type="number"
        inputMode="numeric"
        min={1}
        max={5000}
        hint="Optional — a guess is fine"
        error={errors.guestCount?.message}
        {...form.register("guestCount")}
      />
      <TextAreaField
        label="Message"
        className="sm:col-span-2"
        rows={6}
        maxLength={INQUIRY_MESSAGE_MAX}
        placeholder={inquiryPlaceholder(listing.listingKind, listing.name)}
        hint={
          <span aria-live="polite">
            {length < INQUIRY_MESSAGE_MIN
              ? `At least ${INQUIRY_MESSAGE_MIN} characters (${length} so far)`
              : `${length.toLocaleString("en-US")} / ${INQUIRY_MESSAGE_MAX.toLocaleString("en-US")}`}
          </span>
        }
        error={errors.message?.message}
        {...form.register("message")}
      />
      {formError && (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
          {formError}
        </p>
      )}
      <div className="flex sm:col-span-2 sm:justify-end">
        <Button type="submit" isLoading={isSubmitting} className="w-full sm:w-auto sm:min-w-40">
          Send inquiry
        </Button>
      </div>
    </form>
  );
}
