import { sql } from "drizzle-orm";
import { cityIds } from "@shared/catalog";
import type { Db } from "../client";
import { addDays, localDateTime, timeZoneOfCity, zonedTimeToUtc } from "../../modules/tours/tour-time";

/** Demo tour times, in each venue's local time: Thursday evening and weekend mornings and afternoons. */
export const DEMO_TOUR_TIMES: Record<number, string[]> = {
  4: ["17:00"], // Thursday
  6: ["10:00", "13:00"], // Saturday
  0: ["11:00"], // Sunday
};
export const DEMO_TOUR_DAYS = 21;
export const DEMO_TOUR_MINUTES = 45;

/** The demo start instants of each city over the next 21 local days (a pure function of `now`). */
export function demoTourStarts(now: Date): { cityId: string; startsAt: Date }[] {
  const out: { cityId: string; startsAt: Date }[] = [];
  for (const cityId of cityIds) {
    const timeZone = timeZoneOfCity(cityId);
    const today = localDateTime(now, timeZone).date;
    for (let d = 0; d < DEMO_TOUR_DAYS; d++) {
      const date = addDays(today, d);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      for (const time of DEMO_TOUR_TIMES[weekday] ?? []) {
        const startsAt = zonedTimeToUtc(date, time, timeZone);
        if (startsAt && startsAt.getTime() > now.getTime()) out.push({ cityId, startsAt });
      }
    }
  }
  return out;
}

/**
 * Keeps demo tour times ahead so a newcomer can book right away: run at every start, one INSERT … SELECT
 * for every published venue, ON CONFLICT (venue_id, starts_at) DO NOTHING, so it is idempotent and tops
 * the calendar up as days pass. Bookings and owners' own times are never touched.
 */
export async function seedTourSlots(db: Db, now = new Date()): Promise<void> {
  const starts = demoTourStarts(now);
  if (starts.length === 0) return;
  const values = sql.join(
    starts.map((s) => sql`(${s.cityId}, ${s.startsAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into tour_slots (venue_id, starts_at, duration_minutes)
    select v.id, t.starts_at, ${DEMO_TOUR_MINUTES}
    from venues v
    join (values ${values}) as t(city_id, starts_at) on t.city_id = v.city_id
    where v.is_published and not v.is_hidden
    on conflict (venue_id, starts_at) do nothing`);
}
