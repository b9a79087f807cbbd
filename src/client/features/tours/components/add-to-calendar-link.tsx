import { CalendarPlus } from "lucide-react";
import { buttonClass } from "@client/components/ui/button";
import { tourIcsUrl } from "../api/tours-api";

/** Downloads the tour's .ics from the API (same origin, so the session cookie goes along). */
export function AddToCalendarLink({
  bookingId,
  variant = "secondary",
  size = "md",
  className,
}: {
  bookingId: string;
  variant?: "primary" | "secondary" | "ghost";
  size?: "sm" | "md";
  className?: string;
}) {
  return (
    <a href={tourIcsUrl(bookingId)} download className={buttonClass(variant, size, className)}>
      <CalendarPlus className="size-4" aria-hidden /> Add to calendar
    </a>
  );
}
