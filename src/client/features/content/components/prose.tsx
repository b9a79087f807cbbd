import type { ReactNode } from "react";
import { cx } from "@client/components/ui/class-names";

/**
 * Long-form text styles for policy and story pages. Descendant selectors keep the page bodies plain JSX
 * (no typography plugin is installed); buttons belong outside a Prose block because links are underlined here.
 */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cx(
        "max-w-[68ch] text-lead leading-[1.75] text-ink/90",
        "[&_p]:mt-4 [&>*:first-child]:mt-0 [&>section:first-child>h2]:mt-0",
        "[&_h2]:mt-14 [&_h2]:scroll-mt-24 [&_h2]:text-3xl [&_h2]:leading-tight [&_h2]:text-ink",
        "[&_h3]:mt-8 [&_h3]:text-2xl [&_h3]:leading-snug [&_h3]:text-ink",
        "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:pl-1 [&_li]:marker:text-rose/70",
        "[&_a]:text-rose [&_a]:underline [&_a]:decoration-rose/30 [&_a]:underline-offset-4 [&_a:hover]:decoration-rose",
        "[&_strong]:font-semibold [&_strong]:text-ink",
        "[&_code]:rounded [&_code]:bg-cream [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.88em]",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A titled section with an anchor id, for pages that have a table of contents. */
export function ProseSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The small uppercase label used above section headings across the content pages. */
export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cx("text-xs font-semibold uppercase tracking-[0.2em] text-sage", className)}>{children}</p>
  );
}

/** A section heading block outside Prose: eyebrow, h2, optional lead paragraph. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
}) {
  return (
    <div className="max-w-2xl">
      {eyebrow && <Eyebrow className="mb-2">{eyebrow}</Eyebrow>}
      <h2 id={id} className="scroll-mt-24 text-3xl leading-tight text-ink sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-3 text-lead leading-relaxed text-muted">{lead}</p>}
    </div>
  );
}
