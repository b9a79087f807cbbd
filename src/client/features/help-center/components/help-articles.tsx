import { Search } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useHelpArticle, useHelpArticles } from "../api/help-center-api";

/**
 * The help centre's articles: the support knowledge base Grace answers from, searchable. An article opens
 * in place (its body comes on demand); `renderBody` draws the markdown safely (the route passes it in).
 */
export function HelpArticles({ renderBody }: { renderBody: (markdown: string) => ReactNode }) {
  const [q, setQ] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const articles = useHelpArticles(q.trim());
  const inputId = useId();
  const items = articles.data ?? [];
  return (
    <section aria-labelledby="articles-title" className="mb-14">
      <h2 id="articles-title" className="text-3xl leading-tight text-ink">
        Search the help articles
      </h2>
      <div className="relative mt-4 max-w-xl">
        <label htmlFor={inputId} className="sr-only">
          Search the help articles
        </label>
        <Search
          className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          id={inputId}
          type="search"
          value={q}
          maxLength={120}
          onChange={(e) => setQ(e.target.value)}
          placeholder="e.g. reset password, verification email, claim a venue"
          className="w-full rounded-full border border-line bg-white py-3 pl-11 pr-4 text-body text-ink shadow-xs focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20"
        />
      </div>
      <div className="mt-5" aria-live="polite">
        {articles.isPending ? (
          <p className="text-muted">Loading articles…</p>
        ) : articles.isError ? (
          <p role="alert" className="text-muted">
            We couldn't load the articles. Try again in a moment.
          </p>
        ) : items.length === 0 ? (
          <p className="text-muted">
            {q.trim()
              ? `No articles match "${q.trim()}". Try other words, or ask Grace.`
              : "No articles yet."}
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((a) => (
              <li key={a.slug} className="rounded-2xl border border-line bg-white/80">
                <button
                  type="button"
                  aria-expanded={open === a.slug}
                  aria-controls={`article-${a.slug}`}
                  onClick={() => setOpen(open === a.slug ? null : a.slug)}
                  className="w-full rounded-2xl p-5 text-left focus-visible:outline-2 focus-visible:outline-rose"
                >
                  <span className="block text-lead font-medium text-ink">{a.title}</span>
                  {open !== a.slug && <span className="mt-1 block text-sm text-muted">{a.excerpt}</span>}
                </button>
                {open === a.slug && (
                  <div id={`article-${a.slug}`} className="px-5 pb-5 text-body leading-relaxed text-ink">
                    <ArticleBody slug={a.slug} renderBody={renderBody} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ArticleBody({ slug, renderBody }: { slug: string; renderBody: (markdown: string) => ReactNode }) {
  const article = useHelpArticle(slug);
  if (article.isPending) return <p className="text-muted">Loading…</p>;
  if (article.isError) return <p role="alert">We couldn't load this article.</p>;
  return <>{renderBody(article.data.body)}</>;
}
