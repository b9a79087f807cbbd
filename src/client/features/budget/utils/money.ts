/**
 * Money on the budget screens (issue #14; decision 036): the API speaks integer cents, people type and
 * read dollars. Formatting happens here only, with the one currency format the brief names.
 */
const currency = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const wholeCurrency = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** 125050 → "$1,250.50"; whole amounts drop ".00" when `compact` ("$35,000"). */
export function formatCents(cents: number, { compact = false }: { compact?: boolean } = {}): string {
  if (compact && cents % 100 === 0) return wholeCurrency.format(cents / 100);
  return currency.format(cents / 100);
}

/** What a money input shows for a stored amount: 125050 → "1,250.50", 3500000 → "35,000". */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  const dollars = Math.trunc(cents / 100).toLocaleString("en-US");
  const rest = cents % 100;
  return rest === 0 ? dollars : `${dollars}.${String(rest).padStart(2, "0")}`;
}

/**
 * What a person typed, in cents: "1,250.50", "$1250.5", "3k", "$3.5k", "1.2m", " 40 ". Null for empty
 * text; NaN for text that is not an amount (the form says so) — negative amounts included.
 */
export function parseDollarsToCents(text: string): number | null {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/^\$\s*/, "")
    .replace(/\s+/g, "");
  if (t === "") return null;
  const m = /^((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)(k|m)?$/.exec(t);
  if (!m) return Number.NaN;
  const [whole = "0", fraction = ""] = m[1]!.replace(/,/g, "").split(".");
  const unit = m[2] === "k" ? 1000 : m[2] === "m" ? 1_000_000 : 1;
  // Exact arithmetic on the digits: 0.1 + 0.2 must not become 30.000000000000004 cents.
  if (unit === 1) {
    if (fraction.length > 2) return Number.NaN;
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  }
  return Math.round(Number(`${whole}.${fraction || "0"}`) * unit * 100);
}

/** A plain "YYYY-MM-DD" as people read it: "Jun 12, 2027". */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

/** "2027-06" → "Jun 2027". */
export function formatMonth(month: string): string {
  return new Date(`${month.slice(0, 7)}-01T00:00:00`).toLocaleDateString("en-US", {
    month: "short",
    year: "numeric",
  });
}

/** Today in the viewer's time zone as "YYYY-MM-DD". */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
