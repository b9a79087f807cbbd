import { useQueryClient } from "@tanstack/react-query";
import { Check, Copy, FileDown, Link2, Pencil, Plus, Printer, Trash2, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Link } from "@client/lib/router-link";
import type { Confirmation, RunSheet, RunSheetEntry, RunSheetShare } from "@shared/schemas/run-sheets";
import { Button } from "@client/components/ui/button";
import { SelectField, TextField } from "@client/components/ui/field";
import { PageSpinner } from "@client/components/ui/spinner";
import { messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useLive } from "@client/lib/use-live";
import {
  sheetKey,
  useAddEntry,
  useAddShare,
  useDeleteEntry,
  useGenerate,
  usePatchEntry,
  useRevokeShare,
  useRunSheet,
  useRunSheets,
} from "../api/run-sheets-api";
import { RunSheetImport } from "./run-sheet-import";

const span = (e: { startsAt: string; endsAt: string | null }) =>
  e.endsAt ? `${e.startsAt}–${e.endsAt}` : e.startsAt;
const isUuid = (v: string) => /^[0-9a-f-]{36}$/i.test(v);

/** The path of the couple's run sheet: the timeline can link here ("Day-of run sheet"). */
export const RUN_SHEET_PATH = "/timeline/mobile/wedding-day";

/**
 * /timeline/mobile/{id}: the couple's run sheet, phone first (issue #15). `{id}` is a sheet's id, or any
 * other word ("wedding-day") for the couple's first sheet, with "Make my run sheet" when there is none.
 */
export function RunSheetPage({ timelineId }: { timelineId: string }) {
  const list = useRunSheets();
  const generate = useGenerate();
  const navigate = useNavigate();
  const id = isUuid(timelineId) ? timelineId : list.data?.sheets[0]?.id;
  if (!isUuid(timelineId)) {
    if (list.isPending) return <PageSpinner />;
    if (list.isError)
      return <LoadError message={messageOf(list.error)} onRetry={() => void list.refetch()} />;
    if (!id)
      return (
        <main className="mx-auto max-w-xl px-6 py-16 text-center">
          <h1 className="text-title text-ink">Day-of run sheet</h1>
          <p className="mt-3 text-body text-muted">
            Your wedding day minute by minute, built from your ceremony and reception times and the vendors
            you booked. You can change everything afterwards and share it with your wedding party and vendors.
          </p>
          <Button
            className="mt-6"
            isLoading={generate.isPending}
            onClick={() =>
              generate.mutate(undefined, {
                onSuccess: (sheet) => void navigate(`/timeline/mobile/${sheet.id}`, { replace: true }),
                onError: (err) => toast.error(messageOf(err)),
              })
            }
          >
            Make my run sheet
          </Button>
        </main>
      );
  }
  return <RunSheetEditor id={id!} />;
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
      <h1 className="text-title text-ink">The run sheet did not load</h1>
      <p className="mt-3 text-body text-muted">{message}</p>
      <Button className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </main>
  );
}

function nowAndNext(sheet: RunSheet, now: Date) {
  const today = now.toISOString().slice(0, 10);
  if (sheet.day !== today) return null;
  const clock = `${String(now.getHours()).padStart(2, "0")}:${String(now.getMinutes()).padStart(2, "0")}`;
  const own = sheet.entries.filter((e) => !e.vendorName);
  const current = own.filter((e) => e.startsAt <= clock && (e.endsAt ?? e.startsAt) > clock).at(-1);
  const next = own.find((e) => e.startsAt > clock);
  return { current, next };
}

export function RunSheetEditor({ id }: { id: string }) {
  const qc = useQueryClient();
  const sheet = useRunSheet(id);
  const generate = useGenerate();
  // A vendor's confirmation reaches this page through the live channel.
  useLive(
    (e) => {
      if (e.type === "run-sheet" && e.runSheetId === id)
        void qc.invalidateQueries({ queryKey: sheetKey(id) });
    },
    () => void qc.invalidateQueries({ queryKey: sheetKey(id) }),
  );
  if (sheet.isPending) return <PageSpinner />;
  if (sheet.isError)
    return <LoadError message={messageOf(sheet.error)} onRetry={() => void sheet.refetch()} />;
  const data = sheet.data;
  const live = nowAndNext(data, new Date());
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      {live && (live.current || live.next) && (
        <section aria-label="Now and next" className="mb-6 rounded-xl bg-sage-light p-4">
          {live.current && (
            <p className="text-body text-ink">
              Now: {live.current.title} ({span(live.current)})
            </p>
          )}
          {live.next && (
            <p className="text-body text-ink">
              Next: {live.next.title} at {live.next.startsAt}
            </p>
          )}
        </section>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-title text-ink">{data.title}</h1>
          <p className="mt-1 text-sm text-muted">
            {data.day ? `${data.day} · ` : ""}
            {data.entries.length} entries
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            isLoading={generate.isPending}
            onClick={() =>
              generate.mutate(undefined, {
                onSuccess: () =>
                  toast.success("Updated from your events and vendors. Your own edits were kept."),
                onError: (err) => toast.error(messageOf(err)),
              })
            }
          >
            Refresh from my plan
          </Button>
          <Link
            to={`/timeline/worksheet/${data.id}`}
            className="inline-flex items-center gap-1 rounded-lg border border-line px-3 py-1.5 text-sm text-ink hover:bg-cream"
          >
            <Printer aria-hidden className="size-4" /> Worksheet
          </Link>
        </div>
      </div>
      <EntryList sheet={data} />
      <AddEntry sheetId={data.id} />
      <RunSheetImport sheetId={data.id} />
      <Shares sheet={data} />
    </main>
  );
}

function EntryList({ sheet }: { sheet: RunSheet }) {
  const [editing, setEditing] = useState<string>();
  const byEntry = new Map<string, Confirmation[]>();
  for (const c of sheet.confirmations) byEntry.set(c.entryId, [...(byEntry.get(c.entryId) ?? []), c]);
  if (sheet.entries.length === 0)
    return <p className="mt-8 text-body text-muted">No entries yet. Add the first one below.</p>;
  return (
    <ol
      className="mt-6 divide-y divide-line rounded-xl border border-line bg-white"
      aria-label="Run sheet entries"
    >
      {sheet.entries.map((e) =>
        editing === e.id ? (
          <li key={e.id} className="px-4 py-3">
            <EntryForm entry={e} onDone={() => setEditing(undefined)} />
          </li>
        ) : (
          <li key={e.id} className="flex gap-3 px-4 py-3" data-testid="entry">
            <span className="w-28 shrink-0 font-medium whitespace-nowrap text-ink tabular-nums">
              {span(e)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-body text-ink">{e.title}</p>
              {(e.location || e.vendorName) && (
                <p className="text-sm text-muted">{[e.vendorName, e.location].filter(Boolean).join(" · ")}</p>
              )}
              {e.notes && <p className="mt-1 whitespace-pre-line text-sm text-muted">{e.notes}</p>}
              {(byEntry.get(e.id) ?? []).map((c) => (
                <p
                  key={c.shareId}
                  className={c.isChangedSince ? "mt-1 text-sm text-rose" : "mt-1 text-sm text-sage"}
                >
                  {c.isChangedSince
                    ? `Changed since ${c.shareLabel} confirmed (arrival ${c.arrivalAt})`
                    : `Confirmed by ${c.shareLabel}: arriving ${c.arrivalAt}${c.setupAt ? `, set up by ${c.setupAt}` : ""}`}
                </p>
              ))}
            </div>
            <Button variant="ghost" size="sm" aria-label={`Edit ${e.title}`} onClick={() => setEditing(e.id)}>
              <Pencil aria-hidden className="size-4" />
            </Button>
          </li>
        ),
      )}
    </ol>
  );
}

type Draft = {
  startsAt: string;
  endsAt: string;
  title: string;
  location: string;
  vendorName: string;
  notes: string;
};
const draftOf = (e?: RunSheetEntry): Draft => ({
  startsAt: e?.startsAt ?? "",
  endsAt: e?.endsAt ?? "",
  title: e?.title ?? "",
  location: e?.location ?? "",
  vendorName: e?.vendorName ?? "",
  notes: e?.notes ?? "",
});

function DraftFields({ draft, set }: { draft: Draft; set: (d: Draft) => void }) {
  const field = (k: keyof Draft) => ({
    value: draft[k],
    onChange: (ev: { target: { value: string } }) => set({ ...draft, [k]: ev.target.value }),
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label="Starts" type="time" required {...field("startsAt")} />
      <TextField label="Ends" type="time" {...field("endsAt")} />
      <TextField
        label="What happens"
        required
        maxLength={120}
        className="sm:col-span-2"
        {...field("title")}
      />
      <TextField label="Where" maxLength={200} {...field("location")} />
      <TextField label="Vendor (leave empty for your own plan)" maxLength={120} {...field("vendorName")} />
      <TextField label="Notes" maxLength={2000} className="sm:col-span-2" {...field("notes")} />
    </div>
  );
}

function EntryForm({ entry, onDone }: { entry: RunSheetEntry; onDone: () => void }) {
  const patch = usePatchEntry();
  const remove = useDeleteEntry();
  const [draft, setDraft] = useState(draftOf(entry));
  const [error, setError] = useState<string>();
  const onSubmit = (ev: FormEvent) => {
    ev.preventDefault();
    patch.mutate(
      { id: entry.id, version: entry.version, ...draft, endsAt: draft.endsAt || null },
      { onSuccess: onDone, onError: (err) => setError(messageOf(err)) },
    );
  };
  return (
    <form onSubmit={onSubmit} aria-label={`Edit ${entry.title}`}>
      <DraftFields draft={draft} set={setDraft} />
      {error && (
        <p role="alert" className="mt-2 text-sm text-rose">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" size="sm" isLoading={patch.isPending}>
          <Check aria-hidden className="size-4" /> Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          <X aria-hidden className="size-4" /> Cancel
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          isLoading={remove.isPending}
          onClick={() =>
            remove.mutate(
              { id: entry.id, version: entry.version },
              { onSuccess: onDone, onError: (err) => setError(messageOf(err)) },
            )
          }
        >
          <Trash2 aria-hidden className="size-4" /> Delete
        </Button>
      </div>
    </form>
  );
}

function AddEntry({ sheetId }: { sheetId: string }) {
  const add = useAddEntry(sheetId);
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState(draftOf());
  const [error, setError] = useState<string>();
  if (!isOpen)
    return (
      <Button className="mt-4" variant="secondary" onClick={() => setIsOpen(true)}>
        <Plus aria-hidden className="size-4" /> Add an entry
      </Button>
    );
  const onSubmit = (ev: FormEvent) => {
    ev.preventDefault();
    add.mutate(
      { ...draft, endsAt: draft.endsAt || null },
      {
        onSuccess: () => {
          setDraft(draftOf());
          setIsOpen(false);
          setError(undefined);
        },
        onError: (err) => setError(messageOf(err)),
      },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      className="mt-4 rounded-xl border border-line bg-white p-4"
      aria-label="Add an entry"
    >
      <DraftFields draft={draft} set={setDraft} />
      {error && (
        <p role="alert" className="mt-2 text-sm text-rose">
          {error}
        </p>
      )}
      <div className="mt-3 flex gap-2">
        <Button type="submit" size="sm" isLoading={add.isPending}>
          Add
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setIsOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function Shares({ sheet }: { sheet: RunSheet }) {
  const add = useAddShare(sheet.id);
  const revoke = useRevokeShare();
  const [audience, setAudience] = useState<"party" | "vendor">("party");
  const [label, setLabel] = useState("");
  const [vendorName, setVendorName] = useState(sheet.vendorNames[0] ?? "");
  const [error, setError] = useState<string>();
  const onSubmit = (ev: FormEvent) => {
    ev.preventDefault();
    add.mutate(
      { label, audience, vendorName: audience === "vendor" ? vendorName : "" },
      {
        onSuccess: () => {
          setLabel("");
          setError(undefined);
          toast.success("Link made. Copy it and send it.");
        },
        onError: (err) => setError(messageOf(err)),
      },
    );
  };
  const active = sheet.shares.filter((s) => !s.revokedAt);
  return (
    <section aria-labelledby="shares-title" className="mt-10">
      <h2 id="shares-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Link2 aria-hidden className="size-5" /> Shared links
      </h2>
      <p className="mt-1 text-sm text-muted">
        Read-only links, no account needed. A vendor link lets that vendor confirm their own times.
      </p>
      <form
        onSubmit={onSubmit}
        className="mt-4 grid gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-3"
        aria-label="Make a link"
      >
        <SelectField
          label="For"
          value={audience}
          onChange={(e) => setAudience(e.target.value as "party" | "vendor")}
        >
          <option value="party">The wedding party</option>
          <option value="vendor">A vendor</option>
        </SelectField>
        <TextField
          label="Label"
          required
          maxLength={80}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
        />
        {audience === "vendor" && (
          <TextField
            label="Vendor name (as on the sheet)"
            required
            maxLength={120}
            list="run-sheet-vendors"
            value={vendorName}
            onChange={(e) => setVendorName(e.target.value)}
          />
        )}
        <datalist id="run-sheet-vendors">
          {sheet.vendorNames.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
        {error && (
          <p role="alert" className="text-sm text-rose sm:col-span-3">
            {error}
          </p>
        )}
        <div className="sm:col-span-3">
          <Button type="submit" size="sm" isLoading={add.isPending}>
            Make link
          </Button>
        </div>
      </form>
      {active.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No links yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-white" aria-label="Links">
          {active.map((s) => (
            <ShareRow
              key={s.id}
              share={s}
              sheet={sheet}
              onRevoke={() => revoke.mutate(s.id, { onError: (err) => toast.error(messageOf(err)) })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ShareRow({
  share,
  sheet,
  onRevoke,
}: {
  share: RunSheetShare;
  sheet: RunSheet;
  onRevoke: () => void;
}) {
  const url = `${window.location.origin}${share.path}`;
  const confirmed = sheet.confirmations.filter((c) => c.shareId === share.id);
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="share">
      <div className="min-w-0 flex-1">
        <p className="text-body text-ink">
          {share.label}
          <span className="ml-2 text-sm text-muted">
            {share.audience === "vendor" ? share.vendorName : "Wedding party"}
          </span>
        </p>
        <p className="truncate text-xs text-muted">{url}</p>
        {share.audience === "vendor" && (
          <p className="text-sm text-muted">
            {confirmed.length === 0
              ? "Not confirmed yet"
              : confirmed.some((c) => c.isChangedSince)
                ? "Changed since confirmed"
                : `Confirmed ${confirmed.length} ${confirmed.length === 1 ? "entry" : "entries"}`}
          </p>
        )}
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={() =>
          void navigator.clipboard?.writeText(url).then(
            () => toast.success("Link copied."),
            () => toast.error("Copy failed: select the link and copy it."),
          )
        }
      >
        <Copy aria-hidden className="size-4" /> Copy link
      </Button>
      <Button size="sm" variant="ghost" onClick={onRevoke}>
        Revoke
      </Button>
    </li>
  );
}

/** The printable worksheet, /timeline/worksheet/{id}: print CSS and the PDF. */
export function RunSheetWorksheet({ id }: { id: string }) {
  const sheet = useRunSheet(id);
  if (sheet.isPending) return <PageSpinner />;
  if (sheet.isError)
    return <LoadError message={messageOf(sheet.error)} onRetry={() => void sheet.refetch()} />;
  const data = sheet.data;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0 sm:px-6">
      <div className="mb-6 flex flex-wrap gap-2 print:hidden">
        <Link to={`/timeline/mobile/${data.id}`} className="text-sm text-rose underline underline-offset-4">
          Back to the run sheet
        </Link>
        <span className="flex-1" />
        <Button size="sm" variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" /> Print
        </Button>
        <a
          href={`/api/run-sheets/${data.id}/worksheet.pdf`}
          className="inline-flex items-center gap-1 rounded-lg bg-rose px-3 py-1.5 text-sm text-white hover:bg-rose-dark"
        >
          <FileDown aria-hidden className="size-4" /> Download PDF
        </a>
      </div>
      <h1 className="text-title text-ink">{data.title}</h1>
      {data.day && <p className="text-body text-muted">{data.day}</p>}
      <table className="mt-6 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 pr-2">
              Time
            </th>
            <th scope="col" className="py-2 pr-2">
              What
            </th>
            <th scope="col" className="py-2 pr-2">
              Where
            </th>
            <th scope="col" className="py-2">
              Vendor
            </th>
          </tr>
        </thead>
        <tbody>
          {data.entries.map((e) => (
            <tr key={e.id} className="break-inside-avoid border-b border-line align-top">
              <td className="py-2 pr-2 font-medium whitespace-nowrap tabular-nums">{span(e)}</td>
              <td className="py-2 pr-2">
                {e.title}
                {e.notes && <span className="block text-muted">{e.notes}</span>}
              </td>
              <td className="py-2 pr-2">{e.location}</td>
              <td className="py-2">{e.vendorName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
