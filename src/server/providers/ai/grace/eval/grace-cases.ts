import type { HelpIssueType, HelpPriority, HelpStakeholderType } from "@shared/schemas/help";
import type { GraceAccountState, GraceTurn } from "../grace-types";

/** One support question with what a right answer must say and the right ticket decision. */
export type GraceCase = {
  question: string;
  history?: GraceTurn[];
  stakeholder?: HelpStakeholderType;
  account?: GraceAccountState;
  hasTicket?: boolean;
  /** Every group must match: a group is alternatives (any one, case-insensitive substring). */
  facts: (string | string[])[];
  /** Words the answer must not contain (wrong facts). */
  never?: string[];
  /** null: no ticket offered; else the offer's type (and priority when it matters). */
  ticket: null | { issueType: HelpIssueType; priority?: HelpPriority };
};
