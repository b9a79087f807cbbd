import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { REPORT_REASON_MAX, reviewReportInputSchema, type ReviewReportInput } from "@shared/schemas/reviews";
import { Button } from "@client/components/ui/button";
import { TextAreaField } from "@client/components/ui/field";
import { messageOf } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import { useReportReview } from "../api/reviews-api";

/** Why the review breaks the rules; loaded when the report dialog opens (report-button.tsx). */
export default function ReportForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const report = useReportReview();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useAppForm<ReviewReportInput>({
    resolver: zodResolver(reviewReportInputSchema),
    defaultValues: { reason: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await report.mutateAsync({ id: reviewId, reason: values.reason });
      toast.success("Thanks — we'll take a look", {
        description: "Our team reviews every report and hides reviews that break the rules.",
      });
      onDone();
    } catch (err) {
      if (!applyServerErrors(form, err)) setFormError(messageOf(err));
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-5 flex flex-col gap-4">
      <TextAreaField
        label="What is wrong with this review?"
        rows={4}
        maxLength={REPORT_REASON_MAX}
        placeholder="e.g. It is about a different venue, it shares someone's private details, or it insults a person."
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (WAI-ARIA dialog pattern)
        autoFocus
        error={errors.reason?.message}
        {...form.register("reason")}
      />
      {formError && (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          Send report
        </Button>
      </div>
    </form>
  );
}
