import { useState } from "react";
import { contributorRoleLabels, type ContributorRole } from "@shared/schemas/collaboration";
import type { BudgetSharing } from "@shared/schemas/budget";
import { Button } from "@client/components/ui/button";
import { messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useUpdateSharing } from "../api/budget-sharing-api";
import { accessSummary, choiceOf, inputOf, type SharingChoice } from "../utils/sharing-choice";
import { AccessPicker } from "./access-picker";

type Category = { id: string; name: string };

/** The couple's contributors and what each sees of the budget, each editable in place. */
export function FamilyList({
  contributors,
  categories,
}: {
  contributors: readonly BudgetSharing[];
  categories: readonly Category[];
}) {
  const names = new Map(categories.map((c) => [c.id, c.name]));
  if (contributors.length === 0)
    return (
      <p className="rounded-3xl border border-dashed border-line bg-white/70 p-6 text-body text-muted">
        No one has been invited yet. Invite a parent or anyone helping with the money above; they see nothing
        of the budget until you share it.
      </p>
    );
  return (
    <ul className="flex flex-col gap-3">
      {contributors.map((c) => (
        <FamilyRow key={c.contributorId} person={c} categories={categories} names={names} />
      ))}
    </ul>
  );
}

function FamilyRow({
  person,
  categories,
  names,
}: {
  person: BudgetSharing;
  categories: readonly Category[];
  names: Map<string, string>;
}) {
  const update = useUpdateSharing();
  const [editing, setEditing] = useState<SharingChoice | null>(null);
  const [error, setError] = useState<string>();
  const label = person.name || person.email;
  const pays = person.pays.map((id) => names.get(id)).filter(Boolean);

  const save = () => {
    if (!editing) return;
    const input = inputOf(editing);
    if ("error" in input) return setError(input.error);
    update.mutate(
      { id: person.contributorId, input },
      {
        onSuccess: () => {
          toast.success(`Budget access saved for ${label}`);
          setEditing(null);
        },
        onError: (err) => setError(messageOf(err)),
      },
    );
  };

  return (
    <li className="rounded-3xl border border-line bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-body font-medium text-ink">
            {label}{" "}
            <span className="text-small font-normal text-muted">
              · {contributorRoleLabels[person.role as ContributorRole] ?? person.role}
              {person.status === "invited" ? " · invitation pending" : ""}
            </span>
          </p>
          {person.name && <p className="break-all text-small text-muted">{person.email}</p>}
          <p className="mt-2 text-body text-ink">{accessSummary(person, names)}</p>
          {pays.length > 0 && <p className="mt-1 text-small text-sage">Pays for {pays.join(", ")}</p>}
        </div>
        {!editing && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Change budget access for ${label}`}
            onClick={() => {
              setError(undefined);
              setEditing(choiceOf(person));
            }}
          >
            Change access
          </Button>
        )}
      </div>
      {editing && (
        <div className="mt-4 flex flex-col gap-4 border-t border-line pt-4">
          <AccessPicker
            categories={categories}
            value={editing}
            error={error}
            isDisabled={update.isPending}
            onChange={(next) => {
              setEditing(next);
              setError(undefined);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" isLoading={update.isPending} onClick={save}>
              Save access
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(null)} disabled={update.isPending}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
