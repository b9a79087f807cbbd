import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sharedKey } from "../api/run-sheets-api";

const RETRY_MS = [1_000, 3_000, 10_000, 30_000];

/**
 * An open shared view hears the couple's changes without a reload: GET /api/run-sheets/shared/:token/live
 * sends `sheet` on every change (refetch then) and `gone` when the link was revoked (the refetch then
 * shows "This link is no longer valid."). EventSource reconnects by itself; when it gives up, a new one
 * opens after a growing pause.
 */
export function useSharedLive(token: string) {
  const qc = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let wasDown = false;
    let isClosed = false;
    const refetch = () => void qc.invalidateQueries({ queryKey: sharedKey(token) });
    const open = () => {
      source = new EventSource(`/api/run-sheets/shared/${encodeURIComponent(token)}/live`);
      source.addEventListener("sheet", refetch);
      source.addEventListener("gone", () => {
        isClosed = true;
        source?.close();
        refetch();
      });
      source.addEventListener("open", () => {
        if (wasDown) refetch();
        wasDown = false;
        failures = 0;
      });
      source.addEventListener("error", () => {
        wasDown = true;
        if (isClosed || source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retry = setTimeout(open, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
      });
    };
    open();
    return () => {
      isClosed = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [qc, token]);
}
