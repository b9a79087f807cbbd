import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Modal } from "@client/components/ui/modal";
import { useSession } from "@client/lib/session";
import { toast } from "@client/lib/toast";
import { useAdminUser, useResendVerification, useSetUserDisabled } from "../api/help-desk-admin-api";
import { Badge, dateTime, Loaded } from "./admin-parts";

const yes = (v: boolean) => (v ? "Yes" : "No");

/** One account: facts, active sessions, resend verification, disable / enable (with a confirmation). */
export function AdminUserPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const user = useAdminUser(id);
  const { user: me } = useSession();
  const setDisabled = useSetUserDisabled(id);
  const resend = useResendVerification(id);
  const [confirming, setConfirming] = useState(false);

  return (
    <section
      aria-labelledby="user-panel-h"
      className="min-w-0 rounded-3xl border border-line bg-white p-5 sm:p-6"
    >
      <Loaded query={user} skeleton={1}>
        {(u) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 id="user-panel-h" className="break-words text-2xl text-ink">
                  {u.name}
                </h2>
                <p className="break-all text-sm text-muted">{u.email}</p>
              </div>
              <Button size="sm" variant="ghost" onClick={onClose}>
                Close
              </Button>
            </div>
            {u.disabledAt && (
              <p className="mt-3">
                <Badge tone="bad">Disabled {dateTime.format(new Date(u.disabledAt))}</Badge>
              </p>
            )}
            <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">Kind</dt>
              <dd className="text-ink">{u.kind.replace(/_/g, " ")}</dd>
              <dt className="text-muted">Admin</dt>
              <dd className="text-ink">{yes(u.isAdmin)}</dd>
              <dt className="text-muted">Email verified</dt>
              <dd className="text-ink">{yes(u.emailVerified)}</dd>
              <dt className="text-muted">Two-factor sign-in</dt>
              <dd className="text-ink">{u.twoFactorEnabled ? "On" : "Off"}</dd>
              <dt className="text-muted">Joined</dt>
              <dd className="text-ink">{dateTime.format(new Date(u.createdAt))}</dd>
            </dl>
            <h3 className="mt-5 font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">
              Active sessions ({u.sessions.length})
            </h3>
            {u.sessions.length === 0 ? (
              <p className="mt-2 text-sm text-muted">Not signed in anywhere.</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2 text-sm">
                {u.sessions.map((s) => (
                  <li key={s.id} className="rounded-xl bg-cream/60 px-3 py-2">
                    <span className="font-medium text-ink">{s.device}</span>
                    <span className="block text-muted">
                      {s.ipAddress ?? "Unknown address"} · last used {dateTime.format(new Date(s.lastUsedAt))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-5 flex flex-col gap-2 border-t border-line pt-5 sm:flex-row sm:flex-wrap">
              {!u.emailVerified && (
                <Button
                  size="sm"
                  variant="secondary"
                  isLoading={resend.isPending}
                  onClick={() =>
                    resend.mutate(undefined, {
                      onSuccess: (r) => (r.sent ? toast.success(r.message) : toast.error(r.message)),
                    })
                  }
                >
                  Resend verification email
                </Button>
              )}
              {u.disabledAt ? (
                <Button
                  size="sm"
                  variant="secondary"
                  isLoading={setDisabled.isPending}
                  onClick={() =>
                    setDisabled.mutate(false, {
                      onSuccess: () => toast.success(`${u.name} can sign in again.`),
                    })
                  }
                >
                  Enable account
                </Button>
              ) : u.id !== me?.id ? (
                <Button size="sm" onClick={() => setConfirming(true)}>
                  Disable account
                </Button>
              ) : (
                <p className="text-sm text-muted">This is your account; you cannot disable it.</p>
              )}
            </div>
            <Modal
              open={confirming}
              onClose={() => setConfirming(false)}
              labelledBy="disable-title"
              className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-ink shadow-xl sm:p-8"
            >
              <h2 id="disable-title" className="text-3xl text-ink">
                Disable {u.name}?
              </h2>
              <p className="mt-2 text-body text-muted">
                They are signed out everywhere at once and cannot sign in until you enable the account again.
              </p>
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button variant="ghost" onClick={() => setConfirming(false)} disabled={setDisabled.isPending}>
                  Cancel
                </Button>
                <Button
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (WAI-ARIA dialog pattern)
                  autoFocus
                  isLoading={setDisabled.isPending}
                  onClick={() =>
                    setDisabled.mutate(true, {
                      onSuccess: () => {
                        setConfirming(false);
                        toast.success(`${u.name} is disabled`, { description: "Every session has ended." });
                      },
                    })
                  }
                >
                  Disable account
                </Button>
              </div>
            </Modal>
          </>
        )}
      </Loaded>
    </section>
  );
}
