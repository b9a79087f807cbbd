import { daysUntil, localToday } from "@shared/rules/wedding-countdown";

/**
 * The wedding website's script (issue #12). The page is complete without it; this only recounts the
 * countdown in the guest's own calendar (the server's answer may be cached for a minute, and its day may
 * not be the guest's). "Find your invitation" is enhanced by the RSVP script (rsvp.ts).
 */
export function startWebsitePage(): void {
  for (const el of document.querySelectorAll<HTMLElement>("[data-countdown]")) {
    const date = el.dataset.countdown;
    if (!date) continue;
    const days = daysUntil(date, localToday());
    if (days < 0) el.hidden = true;
    else
      el.textContent =
        days === 0 ? "Today" : days === 1 ? "Tomorrow" : `${days.toLocaleString("en-US")} days to go`;
  }
}
