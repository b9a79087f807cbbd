/** Links of the tour flow: /request-venue-tour → /book-tour → /schedule-tour → /tour-success. */

export function bookTourHref(slug: string, rescheduleId?: string | null) {
  const qs = new URLSearchParams({ venue: slug });
  if (rescheduleId) qs.set("reschedule", rescheduleId);
  return `/book-tour?${qs.toString()}`;
}

export function scheduleTourHref(slug: string, slotId: string, rescheduleId?: string | null) {
  const qs = new URLSearchParams({ venue: slug, slot: slotId });
  if (rescheduleId) qs.set("reschedule", rescheduleId);
  return `/schedule-tour?${qs.toString()}`;
}

export function tourSuccessHref(bookingId: string, opts: { moved?: boolean } = {}) {
  const qs = new URLSearchParams({ booking: bookingId });
  if (opts.moved) qs.set("moved", "1");
  return `/tour-success?${qs.toString()}`;
}
