import {
  coupleAreaLabels,
  coupleAreas,
  contributorRoleLabels,
  type AccessLevel,
  type ContributorAreas,
  type ContributorRole,
  type CoupleArea,
} from "@shared/schemas/collaboration";
import { formatLongDate } from "@shared/rules/invitation-dates";
import { daysUntil } from "@shared/rules/wedding-countdown";

/** How a wedding's day reads on the contributor's cards and the couple's page. */
export function weddingWhen(weddingDate: string | null, today: string): { date: string; countdown: string } {
  if (!weddingDate) return { date: "Date not set yet", countdown: "" };
  const days = daysUntil(weddingDate, today);
  const countdown =
    days > 0
      ? `${days.toLocaleString("en-US")} ${days === 1 ? "day" : "days"} to go`
      : days === 0
        ? "Today is the day"
        : `Married ${(-days).toLocaleString("en-US")} ${days === -1 ? "day" : "days"} ago`;
  return { date: formatLongDate(weddingDate), countdown };
}

export const levelWords: Record<AccessLevel, string> = {
  view: "Can view",
  edit: "Can view and edit",
};

/** The areas a couple shared, in the product's order; an area left out is not shared. */
export function sharedAreas(
  areas: ContributorAreas,
): { area: CoupleArea; label: string; level: AccessLevel }[] {
  return coupleAreas.flatMap((area) => {
    const level = areas[area];
    return level ? [{ area, label: coupleAreaLabels[area], level }] : [];
  });
}

/** "Helping as Parent". */
export const roleWords = (role: ContributorRole) => `Helping as ${contributorRoleLabels[role]}`;

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** When a task assigned to the contributor is due: "Due Mar 16, 2031", "Overdue · Mar 16, 2031", "No date". */
export function taskDue(task: { dueOn: string | null; overdue: boolean }): string {
  if (task.dueOn === null) return "No date";
  return task.overdue ? `Overdue · ${shortDate(task.dueOn)}` : `Due ${shortDate(task.dueOn)}`;
}
