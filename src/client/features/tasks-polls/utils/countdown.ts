/** "Closes in 2 days" / "in 3 h 5 min" / "in 12 min" / "in less than a minute" until `closesAt`. */
export function countdownText(closesAt: string, now: number): string {
  const ms = Date.parse(closesAt) - now;
  if (ms <= 0) return "Voting has ended";
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "Closes in less than a minute";
  if (minutes < 60) return `Closes in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `Closes in ${hours} h ${minutes % 60} min`;
  return `Closes in ${Math.floor(hours / 24)} days`;
}
