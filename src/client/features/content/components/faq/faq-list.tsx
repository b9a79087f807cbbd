import { useEffect } from "react";
import { useLocation } from "react-router";
import { FaqGroup, type FaqGroupData } from "../faq-accordion";
import { accountGroup, businessGroup, privacyGroup } from "./faq-account";
import { juneGroup, startGroup } from "./faq-planning";

const groups: FaqGroupData[] = [startGroup, juneGroup, privacyGroup, businessGroup, accountGroup];

/** All FAQ groups, with a jump list. A link to /faq#<question-id> opens and scrolls to that question. */
export function FaqList() {
  const { hash } = useLocation();
  const openId = hash.slice(1);

  useEffect(() => {
    if (!openId) return;
    // After the layout's scroll-to-top on route change, which runs after this page's effects.
    const t = setTimeout(() => document.getElementById(openId)?.scrollIntoView({ block: "start" }), 50);
    return () => clearTimeout(t);
  }, [openId]);

  return (
    <>
      <nav aria-label="FAQ topics" className="mb-12">
        <ul className="flex flex-wrap gap-2">
          {groups.map((g) => (
            <li key={g.id}>
              <a
                href={`#${g.id}`}
                className="inline-flex h-9 items-center rounded-full border border-line bg-white/70 px-4 text-sm text-ink hover:border-rose hover:text-rose"
              >
                {g.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-14">
        {groups.map((g) => (
          <FaqGroup key={g.id} group={g} openId={openId} />
        ))}
      </div>
    </>
  );
}
