import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import type { ListingKind } from "@shared/schemas/claims";
import { REVIEW_REPLY_MAX, reviewReplyInputSchema, type ReviewReplyInput } from "@shared/schemas/reviews";
import { Button } from "@client/components/ui/button";
import { TextAreaField } from "@client/components/ui/field";
import { messageOf } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import { useReplyToReview } from "../api/reviews-api";

/** The owner's one public reply to a review; loaded when the owner opens it (review-item.tsx). */
export default function ReplyForm({
  kind,
  slug,
  reviewId,
  author,
  onDone,
}: {
  kind: ListingKind;
  slug: string;
  reviewId: string;
  author: string;
  onDone: () => void;
}) {
  const reply = useReplyToReview(kind, slug);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useAppForm<ReviewReplyInput>({
    resolver: zodResolver(reviewReplyInputSchema),
    defaultValues: { body: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await reply.mutateAsync({ id: reviewId, body: values.body });
      toast.success("Reply published");
      onDone();
    } catch (err) {
      if (!applyServerErrors(form, err)) setFormError(messageOf(err));
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 flex flex-col gap-3">
      <TextAreaField
        label={`Your public reply to ${author}`}
        rows={4}
        maxLength={REVIEW_REPLY_MAX}
        hint="You can reply once, and your reply can't be edited afterwards."
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the form the owner just opened
        autoFocus
        error={errors.body?.message}
        {...form.register("body")}
      />
      {formError && (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isLoading={isSubmitting}>
          Publish reply
        </Button>
      </div>
    </form>
  );
}
