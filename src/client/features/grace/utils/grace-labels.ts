import type { HelpIssueType, HelpPriority } from "@shared/schemas/help";

/** The words the ticket form shows for the shared enums (spec: Grace covers these areas). */
export const issueTypeLabels: Record<HelpIssueType, string> = {
  account: "Account",
  venues_vendors: "Venues & vendors",
  bookings_payments: "Bookings & payments",
  technical: "Technical issue",
  features: "Features",
  other: "Something else",
};

export const priorityLabels: Record<HelpPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  urgent: "Urgent",
};
