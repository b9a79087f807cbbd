import { cityById } from "@shared/catalog";
import {
  checkBudget,
  checkCity,
  checkDate,
  checkGuestCount,
  checkNames,
  checkStyle,
  type AnswerCheck,
} from "@shared/rules/intake-answers";
import type { JuneIntakeDraft, JuneIntakeStepKey } from "@shared/schemas/june-intake";

export type IntakeStepKey = JuneIntakeStepKey;

export type IntakeStep = {
  key: IntakeStepKey;
  question: string;
  placeholder: string;
  /**
   * Folds an answer into the draft when it answers this question, or returns June's short re-ask
   * (issue #18: "a lakeside venue with good food" is not a guest count; nothing is stored then).
   */
  apply: (answer: string, draft: JuneIntakeDraft, today: string) => JuneIntakeDraft | { error: string };
  /** How June repeats the answer back in the transcript. */
  echo: (draft: JuneIntakeDraft) => string;
};

const usd = (n: number) => `$${n.toLocaleString("en-US")}`;

/** The checked answer folded into the draft, or the re-ask. */
function fold<T>(
  check: AnswerCheck<T>,
  into: (value: T) => JuneIntakeDraft,
): JuneIntakeDraft | { error: string } {
  return check.ok ? into(check.value) : { error: check.reAsk };
}

/** June's six questions, asked one at a time (issue #4: names, date, city, guest count, budget, style). */
export const intakeSteps: IntakeStep[] = [
  {
    key: "names",
    question: "First things first — what are your names?",
    placeholder: "Maya and Jordan",
    apply: (answer, draft) =>
      fold(checkNames(answer), ([a, b]) => ({ ...draft, partner1Name: a, partner2Name: b })),
    echo: (d) => [d.partner1Name, d.partner2Name].filter(Boolean).join(" & "),
  },
  {
    key: "date",
    question: "When is the big day? Skip this if you haven't picked a date yet.",
    placeholder: "October 9, 2027",
    apply: (answer, draft, today) =>
      fold(checkDate(answer, today), (weddingDate) => ({ ...draft, weddingDate })),
    echo: (d) =>
      d.weddingDate
        ? new Date(`${d.weddingDate}T12:00:00Z`).toLocaleDateString("en-US", {
            weekday: "long",
            month: "long",
            day: "numeric",
            year: "numeric",
            timeZone: "UTC",
          })
        : "Not decided yet",
  },
  {
    key: "city",
    question: "Where are you getting married? I plan in Cleveland, Columbus, Cincinnati and Nashville.",
    placeholder: "Nashville",
    apply: (answer, draft) => fold(checkCity(answer), (cityId) => ({ ...draft, cityId })),
    echo: (d) => (d.cityId ? (cityById(d.cityId)?.displayName ?? d.cityId) : "Not decided yet"),
  },
  {
    key: "guests",
    question: "Roughly how many guests are you expecting? A best guess is fine.",
    placeholder: "about 140",
    apply: (answer, draft) => fold(checkGuestCount(answer), (guestCount) => ({ ...draft, guestCount })),
    echo: (d) => (d.guestCount === null ? "Not sure yet" : `${d.guestCount.toLocaleString("en-US")} guests`),
  },
  {
    key: "budget",
    question: "What total budget do you have in mind for the wedding?",
    placeholder: "$35,000",
    apply: (answer, draft) => fold(checkBudget(answer), (totalBudget) => ({ ...draft, totalBudget })),
    echo: (d) => (d.totalBudget === null ? "Not sure yet" : usd(d.totalBudget)),
  },
  {
    key: "style",
    question: "Last one: describe your style in a few words — rustic, modern, garden party, black tie…",
    placeholder: "Garden party, candlelit, lots of greenery",
    apply: (answer, draft) => fold(checkStyle(answer), (weddingStyle) => ({ ...draft, weddingStyle })),
    echo: (d) => d.weddingStyle || "Not sure yet",
  },
];
