import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import type { z } from "zod";
import type { ListingKind } from "@shared/schemas/claims";
import {
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_TITLE_MAX,
  reviewInputSchema,
  type ReviewInput,
} from "@shared/schemas/reviews";
import { Button } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { TextAreaField, TextField } from "@client/components/ui/field";
import { messageOf } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import { useCreateReview } from "../api/reviews-api";

type FormIn = z.input<typeof reviewInputSchema>;

const ratingWords = ["Poor", "Fair", "Good", "Very good", "Excellent"] as const;

/** Loaded when an eligible couple opens the form (write-review.tsx), so listing pages stay light. */
export default function ReviewForm({
  kind,
  slug,
  name,
  onDone,
}: {
  kind: ListingKind;
  slug: string;
  name: string;
  /** Closes the form; `isPublished` when the review went out. */
  onDone: (isPublished: boolean) => void;
}) {
  const create = useCreateReview(kind, slug);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useAppForm<FormIn, unknown, ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { rating: "", title: "", body: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const chosen = Number(form.watch("rating")) || 0;
  const length = String(form.watch("body") ?? "").trim().length;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await create.mutateAsync(values);
      toast.success("Thank you for your review", {
        description: `It is now on ${name}'s page.`,
      });
      onDone(true);
    } catch (err) {
      if (!applyServerErrors(form, err)) setFormError(messageOf(err));
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={`Review ${name}`}
      className="mt-5 flex flex-col gap-5 rounded-3xl border border-line bg-white p-5 sm:p-6"
    >
      <fieldset aria-describedby={errors.rating ? "review-rating-error" : undefined}>
        <legend className="text-sm font-medium text-ink">Your rating</legend>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <div className="flex">
            {ratingWords.map((word, i) => {
              const value = i + 1;
              return (
                <label
                  key={value}
                  className="group cursor-pointer rounded-full p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose"
                >
                  <input
                    type="radio"
                    value={String(value)}
                    className="sr-only"
                    aria-label={`${value} ${value === 1 ? "star" : "stars"}: ${word}`}
                    {...form.register("rating")}
                  />
                  <span
                    className={cx(
                      "block text-4xl leading-none transition-colors",
                      value <= chosen ? "text-gold" : "text-line group-hover:text-gold/60",
                    )}
                    aria-hidden
                  >
                    ★
                  </span>
                </label>
              );
            })}
          </div>
          <span className="text-sm text-muted" aria-live="polite">
            {chosen > 0 ? `${chosen} of 5 · ${ratingWords[chosen - 1]}` : "Choose 1 to 5 stars"}
          </span>
        </div>
        {errors.rating && (
          <p id="review-rating-error" role="alert" className="mt-1.5 text-sm text-red-700">
            {errors.rating.message}
          </p>
        )}
      </fieldset>
      <TextField
        label="Title"
        maxLength={REVIEW_TITLE_MAX}
        placeholder="The day in a few words"
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextAreaField
        label="Your review"
        rows={6}
        maxLength={REVIEW_BODY_MAX}
        placeholder={
          kind === "venue"
            ? "How was the tour or the day itself? The team, the space, what you'd tell a friend."
            : "How was working with them? Communication, the day itself, what you'd tell a friend."
        }
        hint={
          <span aria-live="polite">
            {length < REVIEW_BODY_MIN
              ? `At least ${REVIEW_BODY_MIN} characters (${length} so far)`
              : `${length.toLocaleString("en-US")} / ${REVIEW_BODY_MAX.toLocaleString("en-US")}`}
          </span>
        }
        error={errors.body?.message}
        {...form.register("body")}
      />
      {formError && (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => onDone(false)} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          Publish review
        </Button>
      </div>
    </form>
  );
}
