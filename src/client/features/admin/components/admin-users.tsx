import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { AdminUserRow } from "@shared/schemas/help-desk";
import { useAdminUsers } from "../api/help-desk-admin-api";
import { AdminPager } from "./admin-pager";
import { AdminSection, Badge, dateTime, EmptyState, Loaded } from "./admin-parts";
import { AdminUserPanel } from "./admin-user-panel";

const kindLabels: Record<string, string> = {
  couple: "Couple",
  venue_owner: "Venue owner",
  vendor: "Vendor",
  contributor: "Contributor",
};
export const kindLabel = (kind: string) => kindLabels[kind] ?? kind;

/** /admin/users: find an account by email or name prefix; the chosen one opens beside the list. */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const selected = params.get("user");
  const [text, setText] = useState(q);
  const users = useAdminUsers(q, page);
  // From the latest params, not this render's: the search's timer may fire after a user was chosen, and
  // React Router's functional update is not queued — it reads the params of the render that made it, so
  // a click on a row within 350 ms of typing lost the chosen user. The latest params are also what `set`
  // last asked for: the navigation renders later, and a timer firing in between read the params from
  // before the click and dropped the user again (help-desk.spec.ts failed on it on a slow machine).
  const latest = useRef(params);
  latest.current = params;
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(latest.current);
    for (const [k, v] of Object.entries(patch))
      if (v) next.set(k, v);
      else next.delete(k);
    latest.current = next;
    setParams(next);
  };
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== q) set({ q: text.trim() || null, page: null });
    }, 350);
    return () => clearTimeout(timer);
    // Only typing starts a search; the params are read fresh when the timer fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  return (
    <AdminSection title="Users" intro="Find an account by the start of its email or name.">
      <div className="relative max-w-xl">
        <label htmlFor="admin-user-q" className="sr-only">
          Email or name
        </label>
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          id="admin-user-q"
          type="search"
          value={text}
          maxLength={120}
          onChange={(e) => setText(e.target.value)}
          placeholder="Email or name"
          className="w-full rounded-xl border border-line bg-white py-3 pl-10 pr-3 text-body text-ink focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20"
        />
      </div>
      <div className="mt-5 grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <Loaded query={users}>
            {(p) =>
              p.items.length === 0 ? (
                <EmptyState title="No accounts match">Try fewer letters.</EmptyState>
              ) : (
                <>
                  <ul className="flex flex-col gap-2">
                    {p.items.map((u) => (
                      <UserRow
                        key={u.id}
                        user={u}
                        selected={u.id === selected}
                        onOpen={() => set({ user: u.id })}
                      />
                    ))}
                  </ul>
                  <AdminPager
                    page={p.page}
                    total={p.total}
                    pageSize={p.pageSize}
                    onPage={(n) => set({ page: String(n) })}
                  />
                </>
              )
            }
          </Loaded>
        </div>
        {selected && <AdminUserPanel id={selected} onClose={() => set({ user: null })} />}
      </div>
    </AdminSection>
  );
}

function UserRow({
  user: u,
  selected,
  onOpen,
}: {
  user: AdminUserRow;
  selected: boolean;
  onOpen: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={selected ? "true" : undefined}
        className={`w-full rounded-2xl border p-4 text-left transition focus-visible:outline-2 focus-visible:outline-rose ${selected ? "border-rose bg-blush/30" : "border-line bg-white hover:bg-cream"}`}
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-medium text-ink">{u.name}</span>
          <span className="flex flex-wrap gap-1.5">
            <Badge>{kindLabel(u.kind)}</Badge>
            {u.isAdmin && <Badge tone="warn">Admin</Badge>}
            {u.disabledAt && <Badge tone="bad">Disabled</Badge>}
          </span>
        </span>
        <span className="mt-0.5 block break-all text-sm text-muted">{u.email}</span>
        <span className="mt-0.5 block text-xs text-muted">
          Joined {dateTime.format(new Date(u.createdAt))}
        </span>
      </button>
    </li>
  );
}
