import { ArrowLeft, BookOpen } from "lucide-react";
import { useSearchParams } from "react-router";
import { Link } from "@client/lib/router-link";
import type { Guide, GuideBlock } from "@shared/schemas/guides";
import { Page } from "@client/components/layout/page";
import { Button } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api";
import { useGuide, useGuides } from "../api/guides-api";

/**
 * /planning/guides (issue #15): the index of June's knowledge base, and one guide read at
 * `?guide={slug}` with anchors per section. The text arrives as typed blocks and becomes React elements:
 * nothing is injected as HTML (docs/decisions/040-guides-as-pages.md).
 */
export function GuidesPage() {
  const [params] = useSearchParams();
  const slug = params.get("guide");
  return slug ? <GuideReader slug={slug} /> : <GuidesIndex />;
}

const back = (
  <Link
    to="/planning/guides"
    className="mb-6 inline-flex items-center gap-1.5 text-small text-rose underline-offset-4 hover:underline"
  >
    <ArrowLeft className="size-4" aria-hidden />
    All guides
  </Link>
);

function Loading({ what }: { what: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-10 text-muted">
      <span className="size-5 animate-spin rounded-full border-2 border-blush border-t-rose" aria-hidden />
      Loading {what}…
    </div>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-line bg-white p-6">
      <p className="text-body text-ink">We couldn't load this just now. {message}</p>
      <Button className="mt-4" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function GuidesIndex() {
  const query = useGuides();
  return (
    <Page
      eyebrow="Planning guides"
      title="Guides for every step"
      intro={
        <>
          Short, practical guides to budgeting, etiquette, the guest list, venue tours and vendors — the same
          ones June answers from. New here? Start with{" "}
          <Link className="text-rose underline underline-offset-4" to="/planning/getting-started">
            your first steps
          </Link>
          .
        </>
      }
    >
      {query.isPending ? (
        <Loading what="the guides" />
      ) : query.isError ? (
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <ul aria-label="Guides" className="grid gap-4 sm:grid-cols-2">
          {query.data.guides.map((g) => (
            <li key={g.slug}>
              <Link
                to={`/planning/guides?guide=${encodeURIComponent(g.slug)}`}
                className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-white p-5 transition hover:border-rose/40 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
              >
                <span className="flex items-center gap-2 text-title-sm text-ink">
                  <BookOpen className="size-5 shrink-0 text-sage" aria-hidden />
                  {g.title}
                </span>
                <span className="text-body text-muted">{g.summary}</span>
                <span className="mt-auto text-small text-muted">
                  {g.sections} {g.sections === 1 ? "section" : "sections"}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

function GuideReader({ slug }: { slug: string }) {
  const query = useGuide(slug);
  if (query.isPending)
    return (
      <Page title="Planning guide">
        <Loading what="the guide" />
      </Page>
    );
  if (query.isError && query.error instanceof ApiError && query.error.status === 404)
    return (
      <Page eyebrow="Planning guides" title="We couldn't find that guide">
        {back}
        <p className="text-body text-muted">
          It may have moved or been renamed. Every guide we have is in the index.
        </p>
      </Page>
    );
  if (query.isError)
    return (
      <Page title="Planning guide">
        {back}
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      </Page>
    );
  return <GuideArticle guide={query.data} />;
}

function GuideArticle({ guide }: { guide: Guide }) {
  return (
    <Page eyebrow="Planning guide" title={guide.title} intro={guide.summary}>
      {back}
      <nav aria-label="In this guide" className="mb-10 rounded-2xl border border-line bg-white p-5">
        <h2 className="mb-3 text-small font-semibold uppercase tracking-[0.15em] text-sage">In this guide</h2>
        <ol className="grid gap-1.5 sm:grid-cols-2">
          {guide.sections.map((s) => (
            <li key={s.anchor}>
              <a className="text-body text-rose underline-offset-4 hover:underline" href={`#${s.anchor}`}>
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex flex-col gap-10 text-body leading-relaxed text-ink">
        {guide.sections.map((s) => (
          <section key={s.anchor} aria-labelledby={s.anchor} className="scroll-mt-24">
            <h2 id={s.anchor} className="mb-3 text-title text-ink">
              <a href={`#${s.anchor}`} className="hover:underline hover:underline-offset-4">
                {s.title}
              </a>
            </h2>
            <div className="flex flex-col gap-3 text-muted">
              {s.blocks.map((b, i) => (
                <Block key={i} block={b} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <p className="mt-12 text-body text-muted">
        Questions this guide doesn't answer? Ask June from your{" "}
        <Link className="text-rose underline underline-offset-4" to="/couple-dashboard">
          dashboard
        </Link>
        , or see{" "}
        <Link className="text-rose underline underline-offset-4" to="/planning/guides">
          all guides
        </Link>
        .
      </p>
    </Page>
  );
}

function Block({ block }: { block: GuideBlock }) {
  switch (block.type) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
  }
}
