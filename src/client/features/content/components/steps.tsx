import type { ReactNode } from "react";

export type Step = { title: string; body: ReactNode; action?: ReactNode };

/** A numbered list of steps with a connecting line; the numbers come from the <ol>, so order is semantic. */
export function Steps({ steps }: { steps: Step[] }) {
  return (
    <ol className="relative flex flex-col gap-10">
      {steps.map((step, i) => (
        <li
          key={step.title}
          className="relative grid grid-cols-[2.75rem_1fr] gap-5 sm:grid-cols-[3.25rem_1fr] sm:gap-7"
        >
          {i < steps.length - 1 && (
            <span
              aria-hidden
              className="absolute top-14 bottom-[-2.5rem] left-[1.375rem] w-px bg-line sm:left-[1.625rem]"
            />
          )}
          <span
            aria-hidden
            className="relative grid size-11 place-items-center rounded-full bg-blush font-serif text-2xl text-rose-dark sm:size-13 sm:text-title"
          >
            {i + 1}
          </span>
          <div className="pt-1.5 sm:pt-2.5">
            <h3 className="text-2xl leading-snug text-ink sm:text-title">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <div className="mt-2 max-w-[62ch] text-lead leading-relaxed text-muted">{step.body}</div>
            {step.action && <div className="mt-4 flex flex-wrap gap-3">{step.action}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}
