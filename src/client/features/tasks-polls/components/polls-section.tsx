import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { usePolls } from "../api/tasks-polls-api";
import { CreatePollDialog } from "./create-poll-dialog";
import { PollCard } from "./poll-card";

/** The couple's polls: new ones (with edit), votes, results. Votes arrive live (tasks-polls-page.tsx). */
export function PollsSection({ canEdit }: { canEdit: boolean }) {
  const query = usePolls();
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="polls-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="polls-heading" className="sr-only">
          Polls
        </h2>
        <p className="text-body text-muted">Ask your partner and helpers, and decide together.</p>
        {canEdit && <Button onClick={() => setCreating(true)}>New poll</Button>}
      </div>
      {query.isPending ? (
        <p className="py-10 text-center text-body text-muted">Loading polls…</p>
      ) : query.isError ? (
        <div role="alert" className="py-10 text-center">
          <p className="text-body text-ink">We couldn't load the polls.</p>
          <Button className="mt-4" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : query.data.polls.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-line px-6 py-10 text-center text-body text-muted">
          No polls yet.{" "}
          {canEdit
            ? "Ask a question, like which cake flavour to choose."
            : "When the couple asks something, it shows here."}
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {query.data.polls.map((p) => (
            <PollCard key={p.id} poll={p} canEdit={canEdit} />
          ))}
        </div>
      )}
      {canEdit && <CreatePollDialog open={creating} onClose={() => setCreating(false)} />}
    </section>
  );
}
