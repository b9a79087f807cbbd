import type { UseFormReturn } from "react-hook-form";
import { cities } from "@shared/catalog";
import {
  onboardingStyles,
  seasonYears,
  weddingSeasonLabels,
  weddingSeasons,
} from "@shared/schemas/onboarding";
import { SelectField, TextField } from "@client/components/ui/field";
import { dollarsToCents, type OnboardingValues, type StepId } from "../utils/onboarding-form";
import { ChoiceCards } from "./choice-cards";

type Form = UseFormReturn<OnboardingValues>;

/** Each step's question and the sentence under it. */
export const stepCopy: Record<StepId, { label: string; question: string; lead: string }> = {
  names: {
    label: "Names",
    question: "Who's getting married?",
    lead: "Your first names are enough. June and your wedding website will use them.",
  },
  when: {
    label: "Date",
    question: "When is the big day?",
    lead: "No date yet? A season is plenty to start with.",
  },
  city: {
    label: "City",
    question: "Where are you getting married?",
    lead: "We'll show you venues and vendors there first. You can change it any time.",
  },
  guests: {
    label: "Guests",
    question: "How many guests are you thinking?",
    lead: "A rough guess is fine: it shapes your budget and the venues that fit.",
  },
  budget: {
    label: "Budget",
    question: "What's your total budget?",
    lead: "Everything you plan to spend, from every source. We'll help you split it.",
  },
  style: {
    label: "Style",
    question: "What style feels like you?",
    lead: "Pick the closest, add your own words, or both.",
  },
};

const PER_GUEST_PLANNING_CENTS = 25_000; // about $250 a guest all-in (June's budgeting guide)
const wholeUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

export function StepFields({ step, form }: { step: StepId; form: Form }) {
  const { register, formState, watch, setValue } = form;
  const errors = formState.errors;
  switch (step) {
    case "names":
      return (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Your first name"
            autoComplete="given-name"
            error={errors.partner1Name?.message}
            {...register("partner1Name")}
          />
          <TextField
            label="Your partner's first name"
            error={errors.partner2Name?.message}
            {...register("partner2Name")}
          />
        </div>
      );
    case "when": {
      const when = watch("when");
      return (
        <div className="flex flex-col gap-5">
          <ChoiceCards
            legend="How sure are you of the date?"
            isLegendHidden
            columns="sm:grid-cols-3"
            registration={register("when")}
            choices={[
              { value: "date", label: "We have a date" },
              { value: "season", label: "We know the season" },
              { value: "unsure", label: "Not sure yet" },
            ]}
          />
          {when === "date" && (
            <TextField
              label="Wedding date"
              type="date"
              error={errors.weddingDate?.message}
              {...register("weddingDate")}
            />
          )}
          {when === "season" && (
            <div className="grid grid-cols-2 gap-4">
              <SelectField label="Season" error={errors.season?.message} {...register("season")}>
                <option value="">Choose…</option>
                {weddingSeasons.map((s) => (
                  <option key={s} value={s}>
                    {weddingSeasonLabels[s]}
                  </option>
                ))}
              </SelectField>
              <SelectField label="Year" error={errors.seasonYear?.message} {...register("seasonYear")}>
                <option value="">Choose…</option>
                {seasonYears().map((y) => (
                  <option key={y} value={String(y)}>
                    {y}
                  </option>
                ))}
              </SelectField>
            </div>
          )}
          {when === "unsure" && (
            <p className="rounded-2xl bg-ivory px-4 py-3 text-body text-muted">
              That's fine. Add it later in your wedding details, and we'll start the countdown.
            </p>
          )}
        </div>
      );
    }
    case "city":
      return (
        <ChoiceCards
          legend="City"
          isLegendHidden
          registration={register("cityId")}
          error={errors.cityId?.message}
          choices={cities.map((c) => ({
            value: c.id,
            label: c.name,
            note: c.state === "TN" ? "Tennessee" : "Ohio",
          }))}
        />
      );
    case "guests":
      return (
        <div className="flex flex-col gap-4">
          <TextField
            label="Number of guests"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            hint="Include yourselves. You can change it any time."
            error={errors.guestCount?.message}
            {...register("guestCount")}
          />
          <div className="flex flex-wrap gap-2" role="group" aria-label="Common guest counts">
            {[50, 100, 150, 200].map((n) => (
              <button
                key={n}
                type="button"
                onClick={() =>
                  setValue("guestCount", String(n), { shouldValidate: Boolean(errors.guestCount) })
                }
                className="h-9 rounded-full border border-line bg-white px-4 text-small text-ink transition hover:border-rose hover:text-rose focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
              >
                {n} guests
              </button>
            ))}
          </div>
        </div>
      );
    case "budget": {
      const guests = Number(watch("guestCount"));
      const typed = dollarsToCents(watch("budget"));
      return (
        <div className="flex flex-col gap-4">
          <TextField
            label="Total budget (USD)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="35,000"
            hint="In dollars, like 35,000."
            error={errors.budget?.message}
            {...register("budget")}
          />
          {Number.isInteger(guests) && guests > 0 && (
            <p className="rounded-2xl bg-ivory px-4 py-3 text-body text-muted">
              Many couples in our cities spend about $250 a guest all-in: for {guests} guests that is about{" "}
              <span className="font-medium text-ink">
                {wholeUsd.format((guests * PER_GUEST_PLANNING_CENTS) / 100)}
              </span>
              {typed !== null && typed > 0 ? (
                <>
                  . Your budget comes to{" "}
                  <span className="font-medium text-ink">
                    {wholeUsd.format(Math.round(typed / guests / 100))}
                  </span>{" "}
                  a guest.
                </>
              ) : (
                "."
              )}
            </p>
          )}
        </div>
      );
    }
    case "style":
      return (
        <div className="flex flex-col gap-5">
          <ChoiceCards
            legend="Style"
            isLegendHidden
            registration={register("styleChoice")}
            error={errors.styleChoice?.message}
            choices={onboardingStyles.map((s) => ({ value: s, label: s }))}
          />
          <TextField
            label="In your own words (optional)"
            placeholder="Candlelit, lots of greenery, a long dinner table"
            error={errors.styleWords?.message}
            {...register("styleWords")}
          />
        </div>
      );
  }
}
