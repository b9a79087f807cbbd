import { CalendarHeart, MapPin, Sparkles } from "lucide-react";
import { Link } from "@client/lib/router-link";
import { cityById } from "@shared/catalog";
import { coupleNames } from "@shared/rules/june-welcome";
import { countdownMood, daysUntil, localToday, type CountdownMood } from "@shared/rules/wedding-countdown";
import type { DashboardProfile } from "@shared/schemas/couple-dashboard";
import { seasonLabel } from "@shared/schemas/onboarding";
import { formatCount, longDate } from "../utils/format";

/** The sentence under each of the spec's countdown moods (section 9). */
const moodLines: Record<CountdownMood, string> = {
  "plenty of time": "Plan it just the way you want — one good decision at a time.",
  "getting exciting": "The big pieces are taking shape. Keep the details moving.",
  "final stretch": "Confirm, pay, relax. Everything else can wait until after the party.",
};

/** The top of the dashboard: who, when and where, and the countdown while the day is ahead. */
export function DashboardHero({ profile, userName }: { profile: DashboardProfile | null; userName: string }) {
  const names = coupleNames(profile?.partner1Name, profile?.partner2Name) || userName;
  const city = profile?.cityId ? cityById(profile.cityId) : undefined;
  const date = profile?.weddingDate ?? null;
  const season = date ? null : seasonLabel(profile?.weddingSeason);
  const days = date ? daysUntil(date, localToday()) : null;
  return (
    <section
      aria-labelledby="dashboard-title"
      className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-blush/80 via-cream to-sage-light/70 px-6 py-8 sm:px-10 sm:py-10"
    >
      <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sage">Your wedding</p>
          <h1 id="dashboard-title" className="mt-2 text-display-sm text-ink sm:text-5xl">
            {names || "Welcome"}
          </h1>
          <ul className="mt-4 flex flex-col gap-2 text-body text-ink/90 sm:flex-row sm:flex-wrap sm:gap-x-6">
            <li className="flex items-center gap-2">
              <CalendarHeart className="size-4 shrink-0 text-rose" aria-hidden />
              {date ? (
                longDate(date)
              ) : season ? (
                <span>Planning for {season}</span>
              ) : (
                <span className="text-muted">No date yet</span>
              )}
            </li>
            {city && (
              <li className="flex items-center gap-2">
                <MapPin className="size-4 shrink-0 text-rose" aria-hidden />
                {city.displayName}
              </li>
            )}
          </ul>
        </div>
        <Countdown days={days} hasSeason={Boolean(season)} />
      </div>
    </section>
  );
}

function Countdown({ days, hasSeason }: { days: number | null; hasSeason: boolean }) {
  if (days !== null && days > 0) {
    const mood = countdownMood(days);
    return (
      <div
        className="rounded-3xl bg-white/75 px-6 py-5 shadow-sm backdrop-blur md:max-w-xs"
        data-testid="countdown"
      >
        <p className="flex items-baseline gap-2">
          <span className="font-serif text-5xl leading-none text-ink lining-nums tabular-nums">
            {formatCount(days)}
          </span>
          <span className="text-lead text-ink">{days === 1 ? "day to go" : "days to go"}</span>
        </p>
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-rose px-3 py-1 text-small font-semibold text-white">
          <Sparkles className="size-3.5" aria-hidden />
          {mood}
        </p>
        <p className="mt-2 text-small text-muted">{moodLines[mood]}</p>
      </div>
    );
  }
  if (days === 0) return <p className="font-serif text-title text-ink">Today is the day. Congratulations!</p>;
  if (days !== null) return <p className="font-serif text-title text-ink">Congratulations, newlyweds!</p>;
  return (
    <div className="rounded-3xl bg-white/75 px-6 py-5 shadow-sm md:max-w-xs">
      <p className="text-body text-ink">
        {hasSeason
          ? "Once you pick the date, we'll count down the days with you."
          : "Pick a date — or just a season — and we'll count down with you."}
      </p>
      <Link
        to="/couple-account"
        className="mt-2 inline-block text-body font-medium text-rose underline-offset-4 hover:underline"
      >
        {hasSeason ? "Add your date" : "Add your wedding details"}
      </Link>
    </div>
  );
}
