import { lazy, Suspense, type MouseEvent, useCallback, useDeferredValue, useMemo, useState } from "react";
import type { GuestList } from "@shared/schemas/guests";
import { Button } from "@client/components/ui/button";
import { PendingState } from "@client/components/ui/pending-state";
import { PageSpinner } from "@client/components/ui/spinner";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@client/lib/api";
import { useLive } from "@client/lib/use-live";
import { refreshGuests, useGuestList, useRestore } from "../api/guests-api";
import { GuestEditContext } from "../hooks/guest-access";
import { useGuestLive } from "../hooks/use-guest-live";
import { useMediaQuery } from "../hooks/use-media-query";
import {
  exportUrl,
  filterRows,
  hasFilters,
  NO_FILTERS,
  rowsOf,
  sortRows,
  tagsOf,
  type GuestSort,
  type ViewFilters,
} from "../utils/guest-view";
import { AddHouseholdDialog } from "./add-household-dialog";
import { BulkBar, UndoBar } from "./bulk-bar";
import { EditHouseholdDialog } from "./edit-household-dialog";
import { EmptyState } from "./empty-state";
import { EventsDialog } from "./events-dialog";
import { GuestFilters } from "./guest-filters";
import { GuestSummary } from "./guest-summary";
import { GuestCards, GuestTable } from "./guest-table";
import { RegistrationsDialog } from "./registrations-dialog";
import { SettingsDialog } from "./settings-dialog";

// Their own chunks: recharts is heavy, and most visits never import (docs/decisions/027).
const ResponsesChart = lazy(() => import("./responses-chart"));
const ImportWizard = lazy(() => import("./import-wizard"));

type Dialog = "add" | "import" | "events" | "settings" | "review" | null;

/**
 * A contributor's view of a couple's list (issue #13): whose list it is, and whether they may edit it.
 * The requests carry X-Couple-Id (lib/acting-for.ts); the server decides, this only hides controls.
 */
export type HelperAccess = { coupleId: string; coupleNames: string; canEdit: boolean };

/** /planning/guest-list-manager: the couple's guest list (issue #12), or a couple's as their helper. */
export function GuestListPage({ helper }: { helper?: HelperAccess | undefined }) {
  const query = useGuestList();
  return (
    <>
      {/* The couple's own stream (EventSource cannot send X-Couple-Id); a helper hears the live channel. */}
      {helper ? <HelperLive coupleId={helper.coupleId} /> : <CoupleLive />}
      <GuestListBody query={query} helper={helper} />
    </>
  );
}

function CoupleLive() {
  useGuestLive();
  return null;
}

/** A change of the helper's access (or a revoke) refetches at once: a revoked helper then sees the end. */
function HelperLive({ coupleId }: { coupleId: string }) {
  const qc = useQueryClient();
  useLive(
    (e) => {
      if ((e.type === "access" || e.type === "guest-list") && e.coupleId === coupleId) void refreshGuests(qc);
    },
    () => void refreshGuests(qc),
  );
  return null;
}

function GuestListBody({
  query,
  helper,
}: {
  query: ReturnType<typeof useGuestList>;
  helper: HelperAccess | undefined;
}) {
  if (query.isPending)
    return (
      <PendingState query={query}>
        <PageSpinner />
      </PendingState>
    );
  if (query.isError && helper && query.error instanceof ApiError && query.error.status === 404)
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
        <h1 className="text-title text-ink">You no longer have access to this guest list</h1>
        <p className="mt-3 text-body text-muted">
          {helper.coupleNames} changed what they share with you. Your dashboard shows what you can open now.
        </p>
        <a className="mt-6 inline-block text-rose underline underline-offset-4" href="/contributor-dashboard">
          Go to your dashboard
        </a>
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
        <h1 className="text-title text-ink">We couldn't load your guest list</h1>
        <p className="mt-3 text-body text-muted">{query.error.message}</p>
        <Button className="mt-6" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  return (
    <GuestEditContext.Provider value={helper?.canEdit ?? true}>
      <GuestListView list={query.data} helper={helper} />
    </GuestEditContext.Provider>
  );
}

const linkButton =
  "inline-flex h-9 items-center justify-center rounded-full border border-rose/40 bg-white/70 px-4 text-sm font-medium text-rose hover:bg-blush/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose";

const ghostButton =
  "inline-flex h-9 items-center justify-center rounded-full px-4 text-sm font-medium text-ink hover:bg-cream focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose";

type Secondary = { label: string; onClick?: () => void; href?: string; download?: boolean };

function SecondaryAction({ item, className }: { item: Secondary; className: string }) {
  // A choice made from the phone's "More" menu closes it.
  const closeMenu = (e: MouseEvent<HTMLElement>) =>
    e.currentTarget.closest("details")?.removeAttribute("open");
  if (item.href)
    return item.download ? (
      <a className={className} href={item.href} download onClick={closeMenu}>
        {item.label}
      </a>
    ) : (
      <a className={className} href={item.href} target="_blank" rel="noreferrer" onClick={closeMenu}>
        {item.label}
      </a>
    );
  return (
    <button
      type="button"
      className={className}
      onClick={(e) => {
        closeMenu(e);
        item.onClick?.();
      }}
    >
      {item.label}
    </button>
  );
}

function GuestListView({ list, helper }: { list: GuestList; helper: HelperAccess | undefined }) {
  const canEdit = helper?.canEdit ?? true;
  const isWide = useMediaQuery("(min-width: 768px)");
  const [dialog, setDialog] = useState<Dialog>(null);
  const [householdId, setHouseholdId] = useState<string | null>(null);
  const [filters, setFilters] = useState<ViewFilters>(NO_FILTERS);
  const [sort, setSort] = useState<{ by: GuestSort; descending: boolean }>({
    by: "household",
    descending: false,
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [undo, setUndo] = useState<{ message: string; token: string } | null>(null);
  const [isChartOpen, setIsChartOpen] = useState(false);
  const restore = useRestore();

  // Typing in the search box stays instant; the 2,000-row filter follows a beat behind.
  const deferredFilters = useDeferredValue(filters);
  const allRows = useMemo(() => rowsOf(list), [list]);
  const rows = useMemo(
    () => sortRows(filterRows(allRows, deferredFilters), sort.by, sort.descending),
    [allRows, deferredFilters, sort],
  );
  const tags = useMemo(() => tagsOf(allRows), [allRows]);
  // Selection keeps only guests still on the list (a live update may remove some).
  const selectedIds = useMemo(
    () => allRows.filter((r) => selected.has(r.guest.id)).map((r) => r.guest.id),
    [allRows, selected],
  );
  const household = list.households.find((h) => h.id === householdId);
  const isEmpty = list.households.length === 0;

  const secondary: Secondary[] = [
    ...(canEdit
      ? [
          { label: "Events", onClick: () => setDialog("events") },
          { label: "Settings", onClick: () => setDialog("settings") },
        ]
      : []),
    // Plain links cannot carry X-Couple-Id, so a helper does not get the downloads (the couple does).
    ...(isEmpty || helper
      ? []
      : [
          { label: "Export CSV", href: exportUrl(), download: true },
          { label: "Print RSVP cards", href: "/api/guests/qr-sheet.pdf" },
        ]),
  ];

  // Stable, so the memoised table rows do not re-render when the selection changes elsewhere.
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const toggleAll = () => {
    const isAll = rows.length > 0 && rows.every((r) => selected.has(r.guest.id));
    setSelected(isAll ? new Set() : new Set(rows.map((r) => r.guest.id)));
  };

  return (
    <div className="mx-auto max-w-7xl px-5 pb-16 pt-8 sm:px-8">
      <header className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-sage">
            {helper ? `Helping ${helper.coupleNames}` : "Planning"}
          </p>
          <h1 className="text-display-sm text-ink">Guest list</h1>
          {helper && !canEdit && (
            <p className="mt-1 text-small text-muted">
              You can view this list. Only the couple can change who may edit.
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {canEdit && list.pendingRegistrations > 0 && (
            <Button size="sm" variant="secondary" onClick={() => setDialog("review")}>
              To review ({list.pendingRegistrations})
            </Button>
          )}
          {/* On a phone the less frequent tools sit under "More"; wider screens show them all. */}
          {secondary.length > 0 && (
            <details className="group relative md:hidden">
              <summary className={`${linkButton} cursor-pointer list-none`}>More</summary>
              <div className="absolute left-0 z-30 mt-2 flex w-56 flex-col rounded-2xl border border-line bg-white p-2 shadow-lg">
                {secondary.map((item) => (
                  <SecondaryAction
                    key={item.label}
                    item={item}
                    className="rounded-xl px-3 py-2 text-left text-body text-ink hover:bg-cream"
                  />
                ))}
              </div>
            </details>
          )}
          <div className="hidden flex-wrap items-center gap-2 md:flex">
            {secondary.map((item) => (
              <SecondaryAction
                key={item.label}
                item={item}
                className={item.href ? linkButton : ghostButton}
              />
            ))}
          </div>
          {canEdit && (
            <>
              <Button size="sm" variant="secondary" onClick={() => setDialog("import")}>
                Import CSV
              </Button>
              <Button size="sm" onClick={() => setDialog("add")}>
                Add household
              </Button>
            </>
          )}
        </div>
      </header>

      <GuestSummary counts={list.counts} events={list.events} />

      {isEmpty && !canEdit ? (
        <p className="mt-8 rounded-2xl border border-line bg-white px-4 py-10 text-center text-body text-muted">
          The guest list is empty so far.
        </p>
      ) : isEmpty ? (
        <EmptyState
          hasEvents={list.events.length > 0}
          onAddHousehold={() => setDialog("add")}
          onImport={() => setDialog("import")}
        />
      ) : (
        <div className="mt-5 flex flex-col gap-4">
          <details
            className="rounded-2xl border border-line bg-white px-4 py-3"
            onToggle={(e) => setIsChartOpen(e.currentTarget.open)}
          >
            <summary className="cursor-pointer text-body font-medium text-ink">Responses over time</summary>
            {isChartOpen && (
              <Suspense
                fallback={<p className="py-10 text-center text-body text-muted">Loading the chart…</p>}
              >
                <ResponsesChart />
              </Suspense>
            )}
          </details>
          <GuestFilters
            filters={filters}
            onFilters={setFilters}
            sort={sort}
            onSort={setSort}
            events={list.events}
            tags={tags}
            settings={list.settings}
            shown={rows.length}
            total={allRows.length}
          />
          {!helper && hasFilters(filters) && (
            <p className="-mt-2 text-small">
              <a className="text-rose underline underline-offset-4" href={exportUrl(filters)} download>
                Export this view as CSV
              </a>
            </p>
          )}
          {canEdit && selectedIds.length > 0 && (
            <BulkBar
              ids={selectedIds}
              events={list.events}
              tags={tags}
              onClear={() => setSelected(new Set())}
              onDeleted={(count, token) =>
                token &&
                setUndo({ message: `Deleted ${count === 1 ? "1 guest" : `${count} guests`}.`, token })
              }
            />
          )}
          {rows.length === 0 ? (
            <p className="rounded-2xl border border-line bg-white px-4 py-10 text-center text-body text-muted">
              No guests match these filters.
            </p>
          ) : isWide ? (
            <GuestTable
              rows={rows}
              viewKey={JSON.stringify([deferredFilters, sort])}
              settings={list.settings}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              onOpenHousehold={setHouseholdId}
            />
          ) : (
            <GuestCards
              rows={rows}
              viewKey=""
              settings={list.settings}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              onOpenHousehold={setHouseholdId}
            />
          )}
        </div>
      )}

      <AddHouseholdDialog
        open={dialog === "add"}
        onClose={() => setDialog(null)}
        events={list.events}
        settings={list.settings}
      />
      {dialog === "import" && (
        <Suspense fallback={null}>
          <ImportWizard open onClose={() => setDialog(null)} />
        </Suspense>
      )}
      <EventsDialog open={dialog === "events"} onClose={() => setDialog(null)} events={list.events} />
      <SettingsDialog open={dialog === "settings"} onClose={() => setDialog(null)} settings={list.settings} />
      <RegistrationsDialog open={dialog === "review"} onClose={() => setDialog(null)} />
      <EditHouseholdDialog household={household} events={list.events} onClose={() => setHouseholdId(null)} />
      {undo && (
        <UndoBar
          key={undo.token}
          message={undo.message}
          isUndoing={restore.isPending}
          onDismiss={() => setUndo(null)}
          onUndo={() =>
            restore.mutate(undo.token, {
              onSuccess: () => setUndo(null),
            })
          }
        />
      )}
    </div>
  );
}
