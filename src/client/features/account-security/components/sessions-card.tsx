import { Monitor, Smartphone } from "lucide-react";
import type { ActiveSession } from "@shared/schemas/account-security";
import { Button } from "@client/components/ui/button";
import { messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useActiveSessions, useRevokeOtherSessions, useRevokeSession } from "../api/account-security-api";
import { SecurityCard } from "./security-card";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** "just now", "12 minutes ago", "3 hours ago", else the date (the list is refreshed at most hourly). */
function lastActive(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 2) return "just now";
  if (minutes < 60) return `${minutes} minutes ago`;
  if (minutes < 24 * 60) return `${Math.round(minutes / 60)} hours ago`;
  return when.format(new Date(iso));
}

/** Where the account is signed in (issue #17): device, address, last use; sign one out, or all others. */
export function SessionsCard() {
  const sessions = useActiveSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <SecurityCard
      id="devices"
      title="Where you're signed in"
      description="If you see a device you don't know, sign it out and change your password."
    >
      {sessions.isPending ? (
        <p className="text-small text-muted">Loading your devices…</p>
      ) : sessions.isError ? (
        <p role="alert" className="text-small text-red-700">
          {messageOf(sessions.error)}{" "}
          <button type="button" className="text-rose underline" onClick={() => void sessions.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col divide-y divide-line" aria-label="Signed-in devices">
            {sessions.data.map((s) => (
              <SessionRow
                key={s.id}
                session={s}
                busy={revoke.isPending && revoke.variables === s.id}
                onRevoke={() =>
                  revoke.mutate(s.id, { onSuccess: () => toast.success("That device is signed out") })
                }
              />
            ))}
          </ul>
          {others > 0 && (
            <Button
              size="sm"
              variant="secondary"
              className="self-start"
              isLoading={revokeOthers.isPending}
              onClick={() =>
                revokeOthers.mutate(undefined, {
                  onSuccess: ({ revoked }) =>
                    toast.success(
                      revoked === 1 ? "1 other device signed out" : `${revoked} other devices signed out`,
                    ),
                })
              }
            >
              Sign out all other devices
            </Button>
          )}
        </div>
      )}
    </SecurityCard>
  );
}

function SessionRow({
  session: s,
  busy,
  onRevoke,
}: {
  session: ActiveSession;
  busy: boolean;
  onRevoke: () => void;
}) {
  const Icon = s.mobile ? Smartphone : Monitor;
  const name = `${s.browser} on ${s.os}`;
  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
      data-testid="session-row"
    >
      <Icon className="size-6 shrink-0 text-muted" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-body font-medium text-ink">
          {name}
          {s.current && (
            <span className="ml-2 rounded-full bg-sage-light/60 px-2 py-0.5 text-caption font-semibold text-ink">
              This device
            </span>
          )}
        </p>
        <p className="text-small text-muted">
          {s.ipAddress ? `IP ${s.ipAddress}` : "Address unknown"} · Last active {lastActive(s.lastUsedAt)} ·
          Signed in {when.format(new Date(s.createdAt))}
        </p>
      </div>
      {!s.current && (
        <Button size="sm" variant="ghost" isLoading={busy} onClick={onRevoke} aria-label={`Sign out ${name}`}>
          Sign out
        </Button>
      )}
    </li>
  );
}
