import { cx } from "@client/components/ui/class-names";
import type { GraceMessage } from "../hooks/use-grace-chat";
import { GraceTicketOffer, HelpPageLink } from "./grace-ticket-form";

/** One message in Grace's chat: plain text (never HTML), the person's on the right, Grace's on the left. */
export function GraceMessageBubble({
  message,
  question,
  conversation,
  isSignedIn,
  onTicketCreated,
  onNavigate,
}: {
  message: GraceMessage;
  /** The person's message this reply answers (the ticket's description to start from). */
  question: string;
  conversation: GraceMessage[];
  isSignedIn: boolean;
  onTicketCreated: (title: string) => void;
  onNavigate: () => void;
}) {
  if (message.role === "user")
    return (
      <li className="flex flex-col items-end" data-testid="grace-message" data-role="user">
        <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-sage px-3.5 py-2.5 text-body leading-relaxed text-white">
          {message.content}
        </p>
      </li>
    );
  return (
    <li className="flex flex-col items-start gap-1" data-testid="grace-message" data-role="assistant">
      <p
        className={cx(
          "max-w-[90%] whitespace-pre-wrap break-words rounded-2xl rounded-bl-md px-3.5 py-2.5 text-body leading-relaxed text-ink",
          message.failed ? "border border-rose/30 bg-blush/60" : "bg-cream",
        )}
      >
        {message.content}
        {message.isTicketConfirmation && (
          <>
            {" "}
            <HelpPageLink onNavigate={onNavigate} />
          </>
        )}
      </p>
      {message.offer && (
        <GraceTicketOffer
          offer={message.offer}
          question={question}
          conversation={conversation}
          isSignedIn={isSignedIn}
          onCreated={onTicketCreated}
        />
      )}
    </li>
  );
}
