import { CalendarHeart } from "lucide-react";
import { countdownMood, daysUntil, localToday } from "@shared/rules/wedding-countdown";

/** The days-to-the-wedding banner on the couple's account. */
export function WeddingCountdown({ names, weddingDate }: { names: string; weddingDate: string | null }) {
  if (!weddingDate) {
    return (
      <Banner>
        <p className="text-lg text-ink">
          Add your wedding date below and we'll count down the days with you.
        </p>
      </Banner>
    );
  }
  const days = daysUntil(weddingDate, localToday());
  const date = new Date(`${weddingDate}T12:00:00`).toLocaleDateString("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  return (
    <Banner>
      <div>
        <p className="text-sm text-muted">
          {names ? `${names} · ` : ""}
          {date}
        </p>
        {days > 0 && (
          <p className="mt-1 font-serif text-3xl text-ink" data-testid="days-to-wedding">
            {days} {days === 1 ? "day" : "days"} to go — {countdownMood(days)}
          </p>
        )}
        {days === 0 && (
          <p className="mt-1 font-serif text-3xl text-ink">Today is the day. Congratulations!</p>
        )}
        {days < 0 && (
          <p className="mt-1 font-serif text-3xl text-ink">
            Married {-days} {days === -1 ? "day" : "days"} ago. Congratulations!
          </p>
        )}
      </div>
    </Banner>
  );
}

function Banner({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-5 rounded-3xl bg-gradient-to-r from-blush/70 via-cream to-sage-light/60 px-6 py-6 sm:px-8">
      <CalendarHeart className="size-10 shrink-0 text-rose" aria-hidden />
      {children}
    </div>
  );
}
