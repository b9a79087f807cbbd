import type { FastifyBaseLogger } from "fastify";
import { buildCalendarEvent, calendarContentType, type CalendarMethod } from "../../lib/ics";
import type { Mailer } from "../../providers/email/mailer";
import { tourEmail, type TourMailEvent } from "../../providers/email/tour-templates";
import { endOf, type BookingRow } from "./tour-rows";
import { formatLocalDateTime, timeZoneOfCity } from "./tour-time";

/** The tour's calendar event and the mails that carry it to both sides (the invitation, the move, the cancellation). */

export type TourMailDeps = { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

const hostOf = (publicUrl: string) => new URL(publicUrl).hostname;
/** Where the venue side is reached: its owner's account email, else the listing's contact email. */
const venueEmailOf = (row: BookingRow) => row.ownerEmail ?? (row.contactEmail || null);

export function tourCalendar(
  row: BookingRow,
  opts: { publicUrl: string; method: CalendarMethod; now: Date },
): string {
  const host = hostOf(opts.publicUrl);
  const isCancelled = opts.method === "CANCEL" || row.status === "cancelled";
  const timeZone = timeZoneOfCity(row.cityId);
  return buildCalendarEvent({
    uid: `tour-${row.id}@${host}`,
    sequence: row.sequence,
    method: opts.method,
    status: isCancelled ? "CANCELLED" : "CONFIRMED",
    start: row.startsAt,
    end: endOf(row),
    stamp: opts.now,
    summary: `Venue tour: ${row.venueName}`,
    description: [
      `Venue tour of ${row.venueName} for ${row.coupleName}.`,
      `When: ${formatLocalDateTime(row.startsAt, timeZone)} (${row.durationMinutes} minutes)`,
      `Party size: ${row.partySize}`,
      ...(row.note ? [`Note: ${row.note}`] : []),
      `Venue page: ${opts.publicUrl}/venues/${row.venueSlug}`,
    ].join("\n"),
    location: row.address,
    url: `${opts.publicUrl}/venues/${row.venueSlug}`,
    organizer: { name: row.venueName, email: venueEmailOf(row) ?? `tours@${host}` },
    attendees: [{ name: row.coupleName, email: row.coupleEmail }],
  });
}

/**
 * Emails both sides with the event's .ics. A mail that fails is logged and skipped: the booking is already
 * saved, and the couple sees it on their account page whatever SMTP does.
 */
export async function sendTourMails(
  deps: TourMailDeps,
  row: BookingRow,
  event: TourMailEvent,
  extra: { previousStartsAt?: Date; cancelledBy?: "couple" | "venue"; reason?: string } = {},
) {
  const timeZone = timeZoneOfCity(row.cityId);
  const now = new Date();
  const ics = tourCalendar(row, {
    publicUrl: deps.publicUrl,
    method: event === "cancelled" ? "CANCEL" : "REQUEST",
    now,
  });
  const contentType = calendarContentType(ics);
  const facts = {
    venueName: row.venueName,
    venueAddress: row.address,
    venueUrl: `${deps.publicUrl}/venues/${row.venueSlug}`,
    when: formatLocalDateTime(row.startsAt, timeZone),
    ...(extra.previousStartsAt
      ? { previousWhen: formatLocalDateTime(extra.previousStartsAt, timeZone) }
      : {}),
    durationMinutes: row.durationMinutes,
    partySize: row.partySize,
    coupleName: row.coupleName,
    coupleEmail: row.coupleEmail,
    phone: row.phone,
    note: row.note,
    ...(extra.cancelledBy ? { cancelledBy: extra.cancelledBy } : {}),
    ...(extra.reason ? { reason: extra.reason } : {}),
  };
  const venueEmail = venueEmailOf(row);
  const mails = [
    {
      to: row.coupleEmail,
      ...(venueEmail ? { replyTo: venueEmail } : {}),
      ...tourEmail(event, "couple", { ...facts, manageUrl: `${deps.publicUrl}/couple-account` }),
    },
    ...(venueEmail
      ? [
          {
            to: venueEmail,
            replyTo: row.coupleEmail,
            ...tourEmail(event, "venue", { ...facts, manageUrl: `${deps.publicUrl}/venue-owner-dashboard` }),
          },
        ]
      : []),
  ];
  for (const mail of mails) {
    try {
      await deps.mailer.send({ ...mail, attachments: [{ filename: "tour.ics", content: ics, contentType }] });
    } catch (err) {
      deps.log.error({ err, bookingId: row.id, event }, "tour email failed");
    }
  }
}
