import type { ReactNode } from "react";
import { Prose, ProseSection } from "./prose";
import { LastUpdated, TableOfContents } from "./table-of-contents";

export type PolicySection = { id: string; title: string; body: ReactNode };

/** A dated policy: table of contents, then each section under an anchored h2. */
export function PolicyDocument({ sections }: { sections: PolicySection[] }) {
  return (
    <>
      <LastUpdated />
      <TableOfContents items={sections.map(({ id, title }) => ({ id, title }))} />
      <Prose>
        {sections.map((s) => (
          <ProseSection key={s.id} id={s.id} title={s.title}>
            {s.body}
          </ProseSection>
        ))}
      </Prose>
    </>
  );
}
