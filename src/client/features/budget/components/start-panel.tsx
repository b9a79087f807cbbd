import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Button } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import { useStartBudget } from "../api/budget-api";
import { centsToInput } from "../utils/money";
import { guestCountText, moneyText } from "../utils/money-input";

const startForm = z.object({
  totalCents: moneyText({ required: true, positive: true }),
  guestCount: guestCountText,
});
type StartIn = z.input<typeof startForm>;
type StartOut = z.output<typeof startForm>;

/**
 * A couple without a budget: the total and the guest count (prefilled from what they told us before),
 * then the default categories with typical shares, all editable afterwards.
 */
export function StartPanel({
  totalCents,
  guestCount,
}: {
  totalCents: number | null;
  guestCount: number | null;
}) {
  const start = useStartBudget();
  const form = useAppForm<StartIn, unknown, StartOut>({
    resolver: zodResolver(startForm),
    defaultValues: {
      totalCents: totalCents ? centsToInput(totalCents) : "",
      guestCount: guestCount === null ? "" : String(guestCount),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await start.mutateAsync({ totalCents: values.totalCents ?? 0, guestCount: values.guestCount });
      toast.success("Your budget is ready", {
        description: "We split it across the usual categories. Change anything that doesn't fit you.",
      });
    } catch (err) {
      showFormError(form, err, "The budget was not started");
    }
  });
  return (
    <section
      aria-labelledby="start-title"
      className="mx-auto mt-6 grid max-w-4xl overflow-hidden rounded-3xl border border-line bg-white/80 shadow-sm md:grid-cols-[1.1fr_1fr]"
    >
      <div className="bg-sage-light/60 px-6 py-8 sm:px-10 sm:py-10">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sage">Your budget</p>
        <h2 id="start-title" className="mt-2 text-title text-ink">
          Let's shape your wedding budget
        </h2>
        <p className="mt-3 text-body text-muted">
          Tell us what you'd like to spend and roughly how many guests you expect. We'll suggest how couples
          usually divide it — venue, catering, photography and the rest — and you can change every figure.
        </p>
        <ul className="mt-5 hidden flex-col gap-2 text-body text-ink sm:flex">
          <li>· Track what's estimated, contracted and already paid</li>
          <li>· See every payment due in the next 30 days</li>
          <li>· Try “what if we invite fewer guests?” before deciding</li>
        </ul>
        <p className="mt-6 text-small text-muted">
          New to budgeting a wedding?{" "}
          <a className="text-rose underline underline-offset-4" href="/planning/budgeting-basics">
            Read budgeting basics
          </a>
        </p>
      </div>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5 px-6 py-8 sm:px-10">
        <TextField
          label="Total budget"
          inputMode="decimal"
          autoComplete="off"
          placeholder="35,000"
          hint="In dollars, like 35,000 or $35k."
          error={errors.totalCents?.message}
          {...form.register("totalCents")}
        />
        <TextField
          label="Guest count"
          inputMode="numeric"
          autoComplete="off"
          placeholder="120"
          hint="A rough number is fine; per-guest costs follow it."
          error={errors.guestCount?.message}
          {...form.register("guestCount")}
        />
        <Button type="submit" isLoading={isSubmitting} className="mt-2 self-start">
          Build my budget
        </Button>
      </form>
    </section>
  );
}
