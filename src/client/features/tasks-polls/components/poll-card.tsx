import { useEffect, useId, useState } from "react";
import type { Poll } from "@shared/schemas/polls";
import { Button } from "@client/components/ui/button";
import { useClosePoll, useDeletePoll, useVote } from "../api/tasks-polls-api";
import { countdownText } from "../utils/countdown";

/** Re-renders every 30 seconds while a deadline is shown (the countdown moves). */
function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** One poll: the question, a vote (radio or checkboxes) while open, the results as bars with names. */
export function PollCard({ poll, canEdit }: { poll: Poll; canEdit: boolean }) {
  const headingId = useId();
  const now = useNow(poll.closesAt !== null && !poll.isClosed);
  // A deadline passing while the page is open closes the poll here too.
  const isClosed = poll.isClosed || (poll.closesAt !== null && Date.parse(poll.closesAt) <= now);
  const [chosen, setChosen] = useState<string[]>(poll.myVotes);
  const mine = poll.myVotes.join(",");
  useEffect(() => setChosen(mine === "" ? [] : mine.split(",")), [mine]);
  const vote = useVote();
  const close = useClosePoll();
  const remove = useDeletePoll();
  const total = Math.max(1, ...poll.options.map((o) => o.votes));
  const changed = [...chosen].sort().join(",") !== [...poll.myVotes].sort().join(",");
  const winners = poll.options.filter((o) => poll.winners.includes(o.id)).map((o) => o.label);

  const toggle = (id: string, on: boolean) =>
    setChosen((old) => (poll.multiple ? (on ? [...old, id] : old.filter((x) => x !== id)) : [id]));

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-3xl border border-line bg-white/80 p-5 shadow-xs sm:p-6"
      data-testid="poll"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-title-sm text-ink">
          {poll.question}
        </h3>
        {isClosed ? (
          <span className="rounded-full bg-cream px-3 py-1 text-xs font-medium text-muted">Closed</span>
        ) : (
          poll.closesAt && (
            <span
              className="rounded-full bg-blush/60 px-3 py-1 text-xs font-medium text-rose"
              title={dateTime.format(new Date(poll.closesAt))}
            >
              {countdownText(poll.closesAt, now)}
            </span>
          )
        )}
      </div>
      <p className="mt-1 text-small text-muted">
        {poll.createdBy ? `Asked by ${poll.createdBy.name}` : "Asked"} ·{" "}
        {poll.multiple ? "Choose any" : "Choose one"} · {poll.voterCount}{" "}
        {poll.voterCount === 1 ? "person voted" : "people voted"}
      </p>
      {isClosed && (
        <p className="mt-3 text-body font-medium text-ink">
          {winners.length === 0
            ? "Closed without votes."
            : winners.length === 1
              ? `Winner: ${winners[0]}`
              : `A tie: ${winners.join(" and ")}`}
        </p>
      )}
      <fieldset className="mt-4" disabled={isClosed || vote.isPending}>
        <legend className="sr-only">{isClosed ? "Results" : "Your vote"}</legend>
        <ul className="flex flex-col gap-3">
          {poll.options.map((o) => {
            const checked = chosen.includes(o.id);
            return (
              <li key={o.id}>
                <label className="flex items-center gap-3">
                  {!isClosed && (
                    <input
                      type={poll.multiple ? "checkbox" : "radio"}
                      name={`poll-${poll.id}`}
                      checked={checked}
                      onChange={(e) => toggle(o.id, e.target.checked)}
                      className="size-5 accent-rose"
                    />
                  )}
                  <span className="flex-1 text-body text-ink">{o.label}</span>
                  <span className="text-small text-muted" data-testid="option-count">
                    {o.votes} {o.votes === 1 ? "vote" : "votes"}
                  </span>
                </label>
                <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-cream" aria-hidden="true">
                  <div
                    className={`h-full rounded-full ${poll.winners.includes(o.id) ? "bg-gold" : "bg-sage"}`}
                    style={{ width: `${(o.votes / total) * 100}%` }}
                  />
                </div>
                {o.voters.length > 0 && (
                  <p className="mt-1 text-xs text-muted">{o.voters.map((v) => v.name).join(", ")}</p>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="mt-4 flex flex-wrap gap-2">
        {!isClosed && (
          <Button
            size="sm"
            disabled={!changed || (!poll.multiple && chosen.length === 0)}
            isLoading={vote.isPending}
            onClick={() => vote.mutate({ pollId: poll.id, optionIds: chosen })}
          >
            {poll.myVotes.length > 0 ? "Change my vote" : "Vote"}
          </Button>
        )}
        {canEdit && !isClosed && (
          <Button
            size="sm"
            variant="secondary"
            isLoading={close.isPending}
            onClick={() => close.mutate(poll.id)}
          >
            Close poll
          </Button>
        )}
        {poll.canDelete && (
          <Button
            size="sm"
            variant="ghost"
            isLoading={remove.isPending}
            onClick={() => {
              if (window.confirm(`Delete the poll "${poll.question}" and its votes?`)) remove.mutate(poll.id);
            }}
          >
            Delete
          </Button>
        )}
      </div>
    </article>
  );
}
