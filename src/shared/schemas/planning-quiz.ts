/** The style quiz's result kept on the couple's profile (issue #15). The quiz helper grows this file. */
export type StyleQuizResult = {
  /** The style key the quiz settled on (a venue style of `shared/marketplace-catalog.ts` where one fits). */
  style: string;
  /** How the result reads to people ("Rustic romance"). */
  label: string;
  /** Words June's suggestions search with ("barn", "candlelit"). */
  keywords: string[];
  takenAt: string;
};
