import { Check, RotateCcw, X } from "lucide-react";
import { cx } from "@client/components/ui/class-names";
import type { ViewMessage } from "../hooks/use-june-chat";
import { Markdown } from "./markdown";
import { changeLines, outcomeText, proposalTitle, type ChangeProposal } from "@shared/rules/june-changes";

const engineLabel = { builtin: "built-in planner", openai: "AI model" } as const;

/** One message in June's chat: the couple's on the right, June's (as safe markdown) on the left. */
export function JuneMessageBubble({
  message,
  onRetry,
  onResolve,
  isResolving,
  isBusy,
}: {
  message: ViewMessage;
  onRetry: (id: string) => void;
  onResolve: (id: string, decision: "confirm" | "dismiss") => void;
  isResolving: boolean;
  isBusy: boolean;
}) {
  if (message.role === "user") {
    return (
      <li className="flex flex-col items-end gap-1.5" data-testid="june-message" data-role="user">
        {message.image && (
          <img
            src={message.image}
            alt="Your attachment"
            className="max-h-40 max-w-[70%] rounded-2xl border border-line object-cover"
          />
        )}
        <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-rose px-3.5 py-2.5 text-body leading-relaxed text-white">
          {message.content}
        </p>
      </li>
    );
  }

  const action = message.pendingAction;
  const isTyping = message.isStreaming && !message.content;
  return (
    <li className="flex flex-col items-start gap-1" data-testid="june-message" data-role="assistant">
      <div
        className={cx(
          "max-w-[90%] rounded-2xl rounded-bl-md px-3.5 py-2.5 text-body leading-relaxed",
          message.failed ? "border border-rose/30 bg-blush/60 text-ink" : "bg-cream text-ink",
        )}
      >
        {isTyping ? (
          <span className="flex h-5 items-center gap-1.5" aria-label="June is typing">
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-muted/70"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
        ) : message.failed ? (
          <p>{message.content}</p>
        ) : (
          <Markdown text={message.content} />
        )}
        {message.isStreaming && message.content && (
          <span
            className="ml-0.5 inline-block h-4 w-1.5 animate-pulse rounded-sm bg-rose/50 align-middle"
            aria-hidden
          />
        )}
      </div>

      {action && (
        <div className="mt-1 w-[90%] rounded-2xl border border-line bg-white px-3.5 py-3 text-sm">
          {action.status === "pending" ? (
            <>
              <ActionQuestion action={action} />
              <div className="mt-2 flex gap-2">
                <button
                  type="button"
                  disabled={isResolving || isBusy}
                  onClick={() => onResolve(message.id, "confirm")}
                  className="inline-flex h-8 items-center gap-1 rounded-full bg-rose px-3 text-small font-medium text-white hover:bg-rose-dark disabled:opacity-60"
                >
                  <Check className="size-3.5" aria-hidden /> Confirm
                </button>
                <button
                  type="button"
                  disabled={isResolving || isBusy}
                  onClick={() => onResolve(message.id, "dismiss")}
                  className="inline-flex h-8 items-center gap-1 rounded-full border border-line px-3 text-small text-ink hover:bg-cream disabled:opacity-60"
                >
                  <X className="size-3.5" aria-hidden /> Not now
                </button>
              </div>
            </>
          ) : (
            <p className="text-muted">{actionOutcome(action)}</p>
          )}
        </div>
      )}

      {message.canRetry && (
        <button
          type="button"
          disabled={isBusy}
          onClick={() => onRetry(message.id)}
          className="mt-0.5 inline-flex h-8 items-center gap-1.5 rounded-full border border-rose/40 bg-white px-3 text-small font-medium text-rose hover:bg-blush/60 disabled:opacity-60"
        >
          <RotateCcw className="size-3.5" aria-hidden /> Retry
        </button>
      )}

      <Meta message={message} />
    </li>
  );
}

type Action = NonNullable<ViewMessage["pendingAction"]>;

/** What June asks the couple to confirm, from the proposal's own fields (issue #12 adds guests). */
function ActionQuestion({ action }: { action: Action }) {
  if (action.kind === "save_venue")
    return (
      <p className="text-ink">
        Save <strong className="font-semibold">{action.venueName}</strong> to your venues?
      </p>
    );
  if (action.kind !== "add_guests") return <ChangeQuestion proposal={action} />;
  const plusOnes = action.plusOnes === 1 ? "a plus-one" : `${action.plusOnes} plus-ones`;
  return (
    <div className="text-ink">
      <p>
        Add to your guest list as <strong className="font-semibold">{action.householdName}</strong>:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {action.guests.map((g, i) => (
          <li key={i}>{g.name}</li>
        ))}
        {action.plusOnes > 0 && <li>and {plusOnes} (named when they RSVP)</li>}
      </ul>
      <p className="mt-1 text-small text-muted">
        {action.eventIds === null
          ? action.eventNames.length
            ? `Invited to all your events: ${action.eventNames.join(", ")}.`
            : "Invited to all your events."
          : `Invited to ${action.eventNames.join(", ")}.`}
      </p>
    </div>
  );
}

/** Issue #16's proposals: exactly what will change, each line from → to (shared/rules/june-changes.ts). */
function ChangeQuestion({ proposal }: { proposal: ChangeProposal }) {
  return (
    <div className="text-ink">
      <p>{proposalTitle(proposal)}</p>
      <ul className="mt-1 space-y-0.5" data-testid="june-change-lines">
        {changeLines(proposal).map((line, i) => (
          <li key={i}>
            <span className="text-muted">{line.what}: </span>
            {line.from === null ? (
              <strong className="font-semibold">{line.to}</strong>
            ) : (
              <>
                {line.from} → <strong className="font-semibold">{line.to}</strong>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function actionOutcome(action: Action): string {
  if (action.kind === "save_venue")
    return action.status === "confirmed"
      ? `Saved ${action.venueName} to your venues.`
      : `Not saved: ${action.venueName}.`;
  if (action.kind !== "add_guests")
    return outcomeText(action, action.status === "confirmed" ? "confirmed" : "dismissed");
  return action.status === "confirmed"
    ? `Added ${action.householdName} to your guest list.`
    : `Not added: ${action.householdName}.`;
}

function Meta({ message }: { message: ViewMessage }) {
  const parts: string[] = [];
  if (message.isStopped) parts.push("Stopped");
  if (message.engine && !message.failed) parts.push(engineLabel[message.engine]);
  if (!parts.length && !message.tools?.length) return null;
  return (
    <p
      className="flex max-w-[90%] flex-wrap items-center gap-x-2 px-1 text-caption text-muted"
      data-testid="june-meta"
    >
      {message.tools?.map((t, i) => (
        <span key={i} className="inline-flex items-center gap-1">
          <Check className="size-3" aria-hidden />
          {t.summary}
        </span>
      ))}
      {parts.map((p) => (
        <span key={p}>{p}</span>
      ))}
    </p>
  );
}
