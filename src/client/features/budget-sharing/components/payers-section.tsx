import { useId } from "react";
import type { BudgetSharing } from "@shared/schemas/budget";
import { messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useSetPayer, type SharingList } from "../api/budget-sharing-api";

/**
 * Who pays for what ("Mom and Dad: Flowers, Catering"). A payer always sees the categories they pay
 * for while they have any budget access (shared/rules/budget-access.ts).
 */
export function PayersSection({ list }: { list: SharingList }) {
  const setPayer = useSetPayer();
  const people = list.contributors;
  const nameOf = (p: BudgetSharing) => p.name || p.email;
  const summary = people
    .map((p) => ({
      who: nameOf(p),
      what: list.categories.filter((c) => c.payerContributorId === p.contributorId),
    }))
    .filter((s) => s.what.length > 0);
  const noted = list.categories.filter((c) => !c.payerContributorId && c.payerNote);

  return (
    <section aria-labelledby="payers-title" className="rounded-3xl border border-line bg-white p-5 sm:p-6">
      <h2 id="payers-title" className="text-title-sm text-ink">
        Who pays for what
      </h2>
      <p className="mt-1 text-body text-muted">
        Record a family member as the payer of a category. They can always see the categories they pay for, as
        long as they have some budget access.
      </p>
      {summary.length + noted.length > 0 && (
        <ul className="mt-4 flex flex-col gap-1 rounded-2xl bg-sage-light/50 px-4 py-3 text-body text-ink">
          {summary.map((s) => (
            <li key={s.who}>
              <strong className="font-medium">{s.who}:</strong> {s.what.map((c) => c.name).join(", ")}
            </li>
          ))}
          {noted.map((c) => (
            <li key={c.id}>
              <strong className="font-medium">{c.payerNote}:</strong> {c.name}
            </li>
          ))}
        </ul>
      )}
      {people.length === 0 ? (
        <p className="mt-4 text-body text-muted">
          Invite a family member first; then you can record what they pay for.
        </p>
      ) : (
        <ul className="mt-4 grid gap-x-8 sm:grid-cols-2">
          {list.categories.map((c) => (
            <PayerRow
              key={c.id}
              category={c}
              people={people}
              nameOf={nameOf}
              isPending={setPayer.isPending && setPayer.variables?.categoryId === c.id}
              onChange={(payerContributorId) =>
                setPayer.mutate(
                  { categoryId: c.id, payerContributorId, version: c.version },
                  {
                    onSuccess: () =>
                      toast.success(
                        payerContributorId
                          ? `${nameOf(people.find((p) => p.contributorId === payerContributorId)!)} pays for ${c.name}`
                          : `No payer recorded for ${c.name}`,
                      ),
                    onError: (err) =>
                      toast.error(`${c.name} was not changed`, { description: messageOf(err) }),
                  },
                )
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function PayerRow({
  category,
  people,
  nameOf,
  isPending,
  onChange,
}: {
  category: SharingList["categories"][number];
  people: readonly BudgetSharing[];
  nameOf: (p: BudgetSharing) => string;
  isPending: boolean;
  onChange: (payerContributorId: string | null) => void;
}) {
  const id = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-line py-2">
      <label htmlFor={id} className="text-body text-ink">
        {category.name}
      </label>
      <select
        id={id}
        value={category.payerContributorId ?? ""}
        disabled={isPending}
        onChange={(e) => onChange(e.target.value || null)}
        className="h-10 w-44 max-w-full rounded-full border border-line bg-white px-4 text-body text-ink focus-visible:outline-2 focus-visible:outline-rose"
      >
        <option value="">{category.payerNote ? `${category.payerNote} (noted)` : "No one recorded"}</option>
        {people.map((p) => (
          <option key={p.contributorId} value={p.contributorId}>
            {nameOf(p)}
          </option>
        ))}
      </select>
    </li>
  );
}
