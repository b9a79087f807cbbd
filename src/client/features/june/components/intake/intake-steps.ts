import { cityById } from "@shared/catalog";
import type { JuneIntake } from "@shared/schemas/june-intake";
import { parseAmount } from "@shared/rules/parse-amount";
import { parseDate } from "@shared/rules/parse-date";
import { parseCity, parseNames } from "../../utils/intake-answers";

export type IntakeStepKey = "names" | "date" | "city" | "guests" | "budget" | "style";

export type IntakeStep = {
  key: IntakeStepKey;
  question: string;
  placeholder: string;
  /** Folds an answer into the draft, or returns an error June says back. */
  apply: (answer: string, draft: JuneIntake, today: string) => JuneIntake | { error: string };
  /** How June repeats the answer back in the transcript. */
  echo: (draft: JuneIntake) => string;
};

const usd = (n: number) => `$${n.toLocaleString("en-US")}`;

/** June's six questions, asked one at a time (issue #4: names, date, city, guest count, budget, style). */
export const intakeSteps: IntakeStep[] = [
  {
    key: "names",
    question: "First things first — what are your names?",
    placeholder: "Ava and Noah",
    apply: (answer, draft) => {
      const names = parseNames(answer);
      return names
        ? { ...draft, partner1Name: names[0], partner2Name: names[1] }
        : { error: "I didn't catch a name. Try “Ava and Noah”." };
    },
    echo: (d) => [d.partner1Name, d.partner2Name].filter(Boolean).join(" & "),
  },
  {
    key: "date",
    question: "When is the big day? Skip this if you haven't picked a date yet.",
    placeholder: "October 9, 2027",
    apply: (answer, draft, today) => {
      const date = parseDate(answer, today);
      if (!date) return { error: "I didn't catch a date. Try “October 9, 2027”." };
      if (date <= today) return { error: "That date has passed — what's the date of the wedding?" };
      return { ...draft, weddingDate: date };
    },
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
    apply: (answer, draft) => {
      const city = parseCity(answer);
      return city
        ? { ...draft, cityId: city }
        : { error: "I know Cleveland, Columbus, Cincinnati and Nashville — which one is closest?" };
    },
    echo: (d) => (d.cityId ? (cityById(d.cityId)?.displayName ?? d.cityId) : "Not decided yet"),
  },
  {
    key: "guests",
    question: "Roughly how many guests are you expecting? A best guess is fine.",
    placeholder: "140",
    apply: (answer, draft) => {
      const n = parseAmount(answer);
      if (n === null) return { error: "I didn't catch a number. Try “about 140”." };
      if (n > 5000) return { error: "That's more guests than I can plan for — up to 5,000, please." };
      return { ...draft, guestCount: n };
    },
    echo: (d) => (d.guestCount === null ? "Not sure yet" : `${d.guestCount.toLocaleString("en-US")} guests`),
  },
  {
    key: "budget",
    question: "What total budget do you have in mind for the wedding?",
    placeholder: "$35,000",
    apply: (answer, draft) => {
      const n = parseAmount(answer);
      if (n === null) return { error: "I didn't catch an amount. Try “35 thousand” or “$35,000”." };
      if (n > 10_000_000) return { error: "Let's keep it under $10,000,000 — what's the total?" };
      return { ...draft, totalBudget: n };
    },
    echo: (d) => (d.totalBudget === null ? "Not sure yet" : usd(d.totalBudget)),
  },
  {
    key: "style",
    question: "Last one: describe your style in a few words — rustic, modern, garden party, black tie…",
    placeholder: "Garden party, candlelit, lots of greenery",
    apply: (answer, draft) => ({ ...draft, weddingStyle: answer.trim().slice(0, 300) }),
    echo: (d) => d.weddingStyle || "Not sure yet",
  },
];
