import { zodResolver } from "@hookform/resolvers/zod";
import { Mail, X } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "react-router";
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
import { Button, ButtonLink } from "@client/components/ui/button";
import { TextAreaField, TextField } from "@client/components/ui/field";
import { Modal } from "@client/components/ui/modal";
import { ApiError, messageOf } from "@client/lib/api";
import { useSession } from "@client/lib/session";
import { toast } from "@client/lib/toast";
import { useCreateInquiry, useMyProfile } from "../api/inquiries-api";
import { inquiryPlaceholder } from "../utils/inquiry-format";

type Listing = { listingKind: ListingKind; slug: string; name: string };

/**
 * "Send an inquiry" on a venue's or vendor's page. Couples get the form in a dialog; signed-out visitors
 * are sent to sign in and come back; venue owners and vendors do not see it.
 */
export function SendInquiryButton({
  variant = "primary",
  ...listing
}: Listing & {
  /** "secondary" where another action (a tour request) is the page's primary one. */
  variant?: "primary" | "secondary";
}) {
  const { status, user } = useSession();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const profile = useMyProfile(user?.kind === "couple");
  const titleId = useId();
  if (status === "loading") return null;
  if (!user) {
    const next = encodeURIComponent(location.pathname + location.search);
    return (
      <ButtonLink to={`/login?next=${next}`} variant={variant} className="w-full">
        <Mail className="size-4" aria-hidden /> Sign in to send an inquiry
      </ButtonLink>
    );
  }
  if (user.kind !== "couple") return null;
  return (
    <>
      <Button variant={variant} className="w-full" onClick={() => setIsOpen(true)}>
        <Mail className="size-4" aria-hidden /> Send an inquiry
      </Button>
      <Modal
        open={isOpen}
        onClose={() => setIsOpen(false)}
        labelledBy={titleId}
        className="m-auto w-[min(34rem,calc(100vw-1.5rem))] rounded-3xl bg-ivory p-0 text-ink shadow-2xl"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-3xl leading-tight text-ink">
                Send an inquiry
              </h2>
              <p className="mt-1 text-sm text-muted">
                To {listing.name}. They reply by email; you can follow it from your account.
              </p>
            </div>
            <button
              type="button"
              onClick={() => setIsOpen(false)}
              className="-mr-2 -mt-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-cream hover:text-ink"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          {profile.isPending ? (
            <div className="flex justify-center py-10" role="status">
              <span
                className="size-8 animate-spin rounded-full border-[3px] border-blush border-t-rose"
                aria-hidden
              />
              <span className="sr-only">Loading your wedding details…</span>
            </div>
          ) : (
            <InquiryForm
              listing={listing}
              profile={profile.data?.couple ?? null}
              onSent={() => setIsOpen(false)}
            />
          )}
        </div>
      </Modal>
    </>
  );
}

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
const fields = ["weddingDate", "guestCount", "message"] as const;

function InquiryForm({
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
  const form = useForm<FormIn, unknown, FormOut>({
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
      const field =
        err instanceof ApiError && err.code === "VALIDATION"
          ? fields.find((f) => err.message.startsWith(`${f}:`))
          : undefined;
      if (field)
        form.setError(field, {
          message: messageOf(err)
            .slice(field.length + 1)
            .trim(),
        });
      else setFormError(messageOf(err));
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
