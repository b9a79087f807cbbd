import { MessagesSquare } from "lucide-react";
import type { ConversationParticipant, ThreadKey } from "@shared/schemas/collaboration";
import { ButtonLink } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api";
import { useSession } from "@client/lib/session";
import { accountHome } from "@shared/catalog";
import { useThreadPage } from "../api/conversations-api";
import { Conversation } from "./conversation";

const roleLabels: Record<ConversationParticipant["role"], string> = {
  couple: "Couple",
  contributor: "Helper",
  business: "Business",
};

/**
 * `/contributor/{coupleId}/chat`: the couple's group chat with the people helping them plan (issue #13).
 * Whoever may not see it (not the couple, not one of its active contributors) gets the same "not found"
 * as for a couple that does not exist.
 */
export function GroupChatPage({ coupleId }: { coupleId: string }) {
  const thread: ThreadKey = `couple:${coupleId}`;
  const page = useThreadPage(thread);
  const { user } = useSession();

  if (page.error instanceof ApiError && page.error.status === 404) {
    const home = accountHome[user?.kind ?? "couple"];
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
        <MessagesSquare className="size-10 text-rose" aria-hidden />
        <h1 className="mt-4 text-4xl text-ink">We couldn't find this chat</h1>
        <p className="mt-4 text-lg text-muted">
          It may not exist, or the couple hasn't invited you to help with their wedding.
        </p>
        <ButtonLink to={home.path} className="mt-8">
          Go to {home.label}
        </ButtonLink>
      </div>
    );
  }

  const participants = page.data?.participants ?? [];
  const coupleName = participants.find((p) => p.role === "couple")?.name;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-8 sm:py-12">
      <header>
        <p className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-sage">Wedding chat</p>
        <h1 className="text-display-sm leading-tight text-ink sm:text-headline">
          {coupleName ? `${coupleName}'s wedding` : "Wedding chat"}
        </h1>
        <p className="mt-2 text-lead text-muted">
          The couple and the people helping them plan, in one conversation.
        </p>
        {participants.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="People in this chat">
            {participants.map((p) => (
              <li
                key={p.id}
                className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white px-3 py-1 text-sm text-ink"
              >
                {p.id === user?.id ? `${p.name} (you)` : p.name}
                <span className="text-xs text-muted">· {roleLabels[p.role]}</span>
              </li>
            ))}
          </ul>
        )}
      </header>
      <Conversation
        thread={thread}
        composerLabel="Message the group"
        emptyText="No messages yet. Start the conversation: plans, questions, photos."
        className="bg-white"
      />
    </div>
  );
}
