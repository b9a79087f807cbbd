/**
 * Whether the RSVP is closed (issue #12). The deadline is a calendar day, inclusive, with no time zone
 * on the invitation: answers are taken until that day has ended everywhere on Earth (UTC−12), so no
 * guest is turned away on the day printed on their card. Pure: `now` comes from the caller.
 */
export function isRsvpClosed(deadline: string | null, now: Date = new Date()): boolean {
  if (!deadline) return false;
  const lastTimeZone = new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
  return lastTimeZone > deadline;
}
