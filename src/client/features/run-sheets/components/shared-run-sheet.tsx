import { CheckCircle2, Clock, MapPin } from "lucide-react";
import { useState, type FormEvent } from "react";
import { LINK_NOT_VALID, type SharedEntry } from "@shared/schemas/run-sheets";
import { Button } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { PageSpinner } from "@client/components/ui/spinner";
import { ApiError, messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useConfirm, useSharedSheet } from "../api/run-sheets-api";
import { useSharedLive } from "../hooks/use-shared-live";

const span = (e: { startsAt: string; endsAt: string | null }) =>
  e.endsAt ? `${e.startsAt}–${e.endsAt}` : e.startsAt;

/** "This link is no longer valid." — unknown and revoked links look the same. */
export function LinkNotValid() {
  return (
    <main className="mx-auto max-w-md px-6 py-20 text-center">
      <h1 className="text-title text-ink">{LINK_NOT_VALID}</h1>
      <p className="mt-3 text-body text-muted">Ask the couple for a new link to their run sheet.</p>
    </main>
  );
}

/**
 * A run sheet as a shared link shows it (issue #15): read-only, phone first, updated live. On a vendor
 * link the vendor's own entries are marked and each has "Confirm your times".
 */
export function SharedRunSheetView({ token }: { token: string }) {
  const sheet = useSharedSheet(token);
  useSharedLive(token);
  if (sheet.isPending) return <PageSpinner />;
  if (sheet.isError) {
    if (sheet.error instanceof ApiError && sheet.error.status === 404) return <LinkNotValid />;
    return (
      <main role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
        <h1 className="text-title text-ink">The run sheet did not load</h1>
        <p className="mt-3 text-body text-muted">{messageOf(sheet.error)}</p>
        <Button className="mt-6" onClick={() => void sheet.refetch()}>
          Try again
        </Button>
      </main>
    );
  }
  const data = sheet.data;
  const isVendor = data.audience === "vendor";
  return (
    <main className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <p className="text-sm text-muted">Shared with {data.label}</p>
      <h1 className="mt-1 text-title text-ink">{data.title}</h1>
      {data.day && <p className="mt-1 text-body text-muted">{data.day}</p>}
      {isVendor && (
        <p className="mt-3 rounded-lg bg-sage-light px-4 py-3 text-sm text-ink">
          Your entries as {data.vendorName} are marked. Please confirm your arrival and setup times.
        </p>
      )}
      {data.entries.length === 0 ? (
        <p className="mt-8 text-body text-muted">The couple hasn't added anything yet.</p>
      ) : (
        <ol
          className="mt-6 divide-y divide-line rounded-xl border border-line bg-white"
          aria-label="Run sheet"
        >
          {data.entries.map((e) => (
            <SharedRow key={e.id} entry={e} token={token} />
          ))}
        </ol>
      )}
    </main>
  );
}

function SharedRow({ entry, token }: { entry: SharedEntry; token: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <li className={entry.isMine ? "bg-ivory px-4 py-3" : "px-4 py-3"} data-testid="shared-entry">
      <div className="flex gap-3">
        <span className="w-28 shrink-0 font-medium whitespace-nowrap text-ink tabular-nums">
          {span(entry)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-body text-ink">
            {entry.title}
            {entry.isMine && (
              <span className="ml-2 rounded bg-blush px-1.5 py-0.5 text-xs text-rose-dark">Yours</span>
            )}
          </p>
          {entry.location && (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-muted">
              <MapPin aria-hidden className="size-3.5" /> {entry.location}
            </p>
          )}
          {entry.notes && <p className="mt-1 whitespace-pre-line text-sm text-muted">{entry.notes}</p>}
          {entry.isMine && entry.confirmation && (
            <p className="mt-2 flex items-center gap-1 text-sm text-sage">
              <CheckCircle2 aria-hidden className="size-4" />
              Confirmed: arriving {entry.confirmation.arrivalAt}
              {entry.confirmation.setupAt ? `, set up by ${entry.confirmation.setupAt}` : ""}
              {entry.confirmation.isChangedSince
                ? " — the couple changed this since; please confirm again."
                : ""}
            </p>
          )}
          {entry.isMine && !isOpen && (
            <Button className="mt-2" size="sm" variant="secondary" onClick={() => setIsOpen(true)}>
              <Clock aria-hidden className="size-4" /> Confirm your times
            </Button>
          )}
          {entry.isMine && isOpen && (
            <ConfirmForm entry={entry} token={token} onDone={() => setIsOpen(false)} />
          )}
        </div>
      </div>
    </li>
  );
}

function ConfirmForm({ entry, token, onDone }: { entry: SharedEntry; token: string; onDone: () => void }) {
  const confirm = useConfirm(token);
  const [arrivalAt, setArrivalAt] = useState(entry.confirmation?.arrivalAt ?? entry.startsAt);
  const [setupAt, setSetupAt] = useState(entry.confirmation?.setupAt ?? entry.endsAt ?? "");
  const [error, setError] = useState<string>();
  const onSubmit = (ev: FormEvent) => {
    ev.preventDefault();
    setError(undefined);
    confirm.mutate(
      { entryId: entry.id, arrivalAt, setupAt: setupAt || null },
      {
        onSuccess: () => {
          toast.success("Thanks — your times are confirmed.");
          onDone();
        },
        onError: (err) => setError(messageOf(err)),
      },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      className="mt-3 grid gap-3 sm:grid-cols-2"
      aria-label={`Confirm times for ${entry.title}`}
    >
      <TextField
        label="Arrival"
        type="time"
        required
        value={arrivalAt}
        onChange={(e) => setArrivalAt(e.target.value)}
      />
      <TextField
        label="Setup done by"
        type="time"
        value={setupAt}
        onChange={(e) => setSetupAt(e.target.value)}
      />
      {error && (
        <p role="alert" className="text-sm text-rose sm:col-span-2">
          {error}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" isLoading={confirm.isPending}>
          Confirm
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
