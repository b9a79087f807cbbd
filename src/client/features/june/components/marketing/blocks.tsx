import type { ReactNode } from "react";

/** A static sample exchange (not a live chat): one question, June's answer. */
export function SampleExchange({
  question,
  answer,
  caption,
}: {
  question: string;
  answer: ReactNode;
  caption: string;
}) {
  return (
    <figure className="m-0 mx-auto max-w-md rounded-[1.75rem] border border-line bg-white p-5 shadow-[0_24px_60px_-30px_rgba(59,47,44,0.35)]">
      <div className="flex justify-end">
        <p className="max-w-[85%] rounded-2xl rounded-br-md bg-rose px-4 py-3 text-body leading-relaxed text-white">
          {question}
        </p>
      </div>
      <div className="mt-3 flex">
        <div className="max-w-[92%] rounded-2xl rounded-bl-md bg-cream px-4 py-3 text-body leading-relaxed text-ink">
          {answer}
        </div>
      </div>
      <figcaption className="mt-3 px-1 text-xs text-muted">{caption}</figcaption>
    </figure>
  );
}
