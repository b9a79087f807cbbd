import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { refreshGuests } from "../api/guests-api";

const RETRY_MS = [1_000, 3_000, 10_000, 30_000];

/**
 * While the guest list is open, answers arrive without a reload: GET /api/guests/live sends
 * `event: guests` whenever the couple's list changes, and the list is fetched again. The browser's
 * EventSource reconnects by itself after a dropped connection; when it gives up (the server refused or
 * restarted) this opens a new one after a growing pause, quietly — the page keeps working without it.
 */
export function useGuestLive() {
  const qc = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let wasDown = false;
    let isClosed = false;
    const onChange = () => {
      // A burst of answers (an import, a household answering for five) becomes one refetch.
      clearTimeout(pending);
      pending = setTimeout(() => void refreshGuests(qc), 250);
    };
    const open = () => {
      source = new EventSource("/api/guests/live");
      source.addEventListener("guests", onChange);
      source.addEventListener("open", () => {
        // Whatever changed while the connection was down.
        if (wasDown) onChange();
        wasDown = false;
        failures = 0;
      });
      source.addEventListener("error", () => {
        wasDown = true;
        if (isClosed || source?.readyState !== EventSource.CLOSED) return;
        source.close();
        const delay = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];
        retry = setTimeout(open, delay);
      });
    };
    open();
    return () => {
      isClosed = true;
      clearTimeout(retry);
      clearTimeout(pending);
      source?.close();
    };
  }, [qc]);
}
