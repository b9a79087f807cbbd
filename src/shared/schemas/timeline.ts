import { z } from "zod";

/**
 * Master timeline contract (issue #15; docs/decisions/039). The timeline helper grows this file (inputs,
 * answers); these names are fixed because the tables use them.
 */
export const taskAreas = [
  "planning",
  "venue",
  "vendors",
  "guests",
  "attire",
  "ceremony",
  "reception",
  "legal",
  "day_of",
  "after",
] as const;
export type TaskArea = (typeof taskAreas)[number];
export const taskAreaLabels: Record<TaskArea, string> = {
  planning: "Planning",
  venue: "Venue",
  vendors: "Vendors",
  guests: "Guests",
  attire: "Attire and beauty",
  ceremony: "Ceremony",
  reception: "Reception",
  legal: "Legal and paperwork",
  day_of: "The day",
  after: "After the wedding",
};
export const taskSources = ["generated", "custom"] as const;
export type TaskSource = (typeof taskSources)[number];
export const taskStatuses = ["todo", "done"] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export const timelineEngines = ["builtin", "openai"] as const;
export type TimelineEngine = (typeof timelineEngines)[number];
export const taskAreaSchema = z.enum(taskAreas);
