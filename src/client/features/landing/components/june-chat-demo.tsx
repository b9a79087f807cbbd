import { Sparkles } from "lucide-react";
import { useInView } from "../hooks/use-in-view";
import { useScriptedSteps } from "../hooks/use-scripted-steps";
import { chatDelays, chatScript, samplePlan } from "../utils/chat-script";
import { formatUsd } from "../utils/format-usd";
import { ChatBubble, type BubbleState } from "./chat-bubble";

/** Step n shows the first n lines; while waiting for a June line, her typing indicator shows instead. */
function getBubbleState(index: number, step: number): BubbleState {
  if (index < step) return "shown";
  if (index === step && chatScript[index]?.role === "june") return "typing";
  return "hidden";
}

/**
 * Display-only sample conversation. The animation is aria-hidden and screen readers get the whole
 * transcript once, as static text, rather than a live region announcing every step of the loop.
 */
export function JuneChatDemo() {
  const { ref, isInView } = useInView<HTMLDivElement>();
  const step = useScriptedSteps(chatDelays, isInView);
  const chips = [
    samplePlan.date,
    `${samplePlan.guests} guests`,
    `${formatUsd(samplePlan.budget)} budget`,
    samplePlan.city,
  ];

  return (
    <figure aria-label="Sample conversation with June" className="m-0">
      <div
        ref={ref}
        aria-hidden
        className="overflow-hidden rounded-[1.75rem] border border-line bg-white shadow-[0_24px_60px_-30px_rgba(59,47,44,0.35)]"
      >
        <div className="flex items-center gap-3 border-b border-line px-5 py-4">
          <span className="grid size-10 place-items-center rounded-full bg-rose text-white">
            <Sparkles className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-serif text-xl leading-tight text-ink">June</p>
            <p className="text-xs text-muted">Your AI wedding planner</p>
          </div>
          <span className="rounded-full bg-sage-light px-2.5 py-1 text-caption font-semibold uppercase tracking-wider text-sage">
            Demo
          </span>
        </div>
        <div className="border-b border-line bg-ivory/70 px-5 py-3">
          <p className="text-caption font-semibold uppercase tracking-[0.16em] text-muted">
            June knows {samplePlan.couple}&rsquo;s plan
          </p>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {chips.map((chip) => (
              <li
                key={chip}
                className="rounded-full border border-line bg-white px-2.5 py-1 text-xs text-ink"
              >
                {chip}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-3 px-4 py-5 sm:px-5">
          {chatScript.map((line, i) => (
            <ChatBubble key={i} line={line} state={getBubbleState(i, step)} />
          ))}
        </div>
        <div className="flex items-center gap-2 border-t border-line px-5 py-3.5">
          <span className="flex-1 truncate text-sm text-muted">Ask June anything about your wedding…</span>
          <span className="grid size-8 place-items-center rounded-full bg-blush text-rose">
            <Sparkles className="size-4" />
          </span>
        </div>
      </div>
      <figcaption className="sr-only">
        A sample conversation.{" "}
        {chatScript.map((l) => `${l.role === "june" ? "June" : "The couple"}: ${l.text}`).join(" ")}
      </figcaption>
    </figure>
  );
}
