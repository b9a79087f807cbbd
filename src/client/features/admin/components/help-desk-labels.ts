import type { HelpIssueType, HelpPriority, HelpStakeholderType } from "@shared/schemas/help";

/** Words for the help desk's enums on the operator pages. */
export const priorityLabels: Record<HelpPriority, string> = {
  urgent: "Urgent",
  high: "High",
  medium: "Medium",
  low: "Low",
};
export const priorityTone = { urgent: "bad", high: "warn", medium: "neutral", low: "neutral" } as const;
export const stakeholderLabels: Record<HelpStakeholderType, string> = {
  couple: "Couple",
  venue_owner: "Venue owner",
  vendor: "Vendor",
  contributor: "Contributor",
};
export const issueLabels: Record<HelpIssueType, string> = {
  account: "Account",
  venues_vendors: "Venues and vendors",
  bookings_payments: "Bookings and payments",
  technical: "Technical",
  features: "Features",
  other: "Other",
};
/** The operator's words for a status (the user's /help says "Waiting on you"). */
export const deskStatusLabels = {
  open: "Open",
  in_progress: "In progress",
  waiting_on_user: "Waiting on user",
  resolved: "Resolved",
  closed: "Closed",
} as const;
export const statusTone = {
  open: "warn",
  in_progress: "neutral",
  waiting_on_user: "neutral",
  resolved: "good",
  closed: "neutral",
} as const;
