/**
 * "Last used …" on the couple's list: recent use in plain words, older use as a date. The server stamps
 * use at most every 5 minutes, so "just now" covers that window.
 */
export function lastUsedText(lastUsedAt: string | null, now = new Date()): string {
  if (!lastUsedAt) return "Not used yet";
  const minutes = Math.floor((now.getTime() - Date.parse(lastUsedAt)) / 60_000);
  if (minutes < 5) return "Last used just now";
  if (minutes < 60) return `Last used ${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Last used ${hours === 1 ? "an hour" : `${hours} hours`} ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `Last used ${days === 1 ? "yesterday" : `${days} days ago`}`;
  const date = new Date(lastUsedAt).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
  });
  return `Last used on ${date}`;
}
