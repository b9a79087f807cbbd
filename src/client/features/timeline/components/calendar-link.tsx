import { CalendarPlus, Copy, RefreshCw } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import { useResetCalendar } from "../api/timeline-api";

/** The couple's calendar subscription address, with copy and a new secret. */
export function CalendarLink({ url }: { url: string | null }) {
  const reset = useResetCalendar();
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Calendar link copied");
    } catch {
      toast.error("We couldn't copy the link", { description: "Select it and copy it yourself." });
    }
  };
  return (
    <section aria-labelledby="calendar-heading" className="rounded-2xl border border-line bg-ivory p-4">
      <h2 id="calendar-heading" className="flex items-center gap-2 text-body font-semibold text-ink">
        <CalendarPlus className="size-4" aria-hidden /> Add the tasks to your calendar
      </h2>
      <p className="mt-1 text-sm text-muted">
        Subscribe to this address in Google Calendar, Apple Calendar or Outlook: dated tasks appear and follow
        your changes. Anyone with the link can see your tasks.
      </p>
      {url ? (
        <>
          <input
            readOnly
            value={url}
            aria-label="Calendar subscription address"
            className="mt-3 w-full truncate rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => void copy()}>
              <Copy className="size-4" aria-hidden /> Copy link
            </Button>
            <Button size="sm" variant="ghost" isLoading={reset.isPending} onClick={() => reset.mutate()}>
              <RefreshCw className="size-4" aria-hidden /> New link (the old one stops working)
            </Button>
          </div>
        </>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          isLoading={reset.isPending}
          onClick={() => reset.mutate()}
        >
          Make a calendar link
        </Button>
      )}
    </section>
  );
}
