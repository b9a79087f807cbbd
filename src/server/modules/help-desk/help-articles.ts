import type { HelpArticle, HelpArticleSummary } from "@shared/schemas/help-desk";
import type { SupportArticle, SupportKnowledge } from "../../providers/ai/grace/support-knowledge";

/**
 * The help centre's articles are Grace's support knowledge base (issue #17; providers/ai/grace/knowledge,
 * decision 043): one set of articles, one search, so /help finds what Grace would answer from. This file
 * only shapes them for /help: a summary per article, and the article's sections as one markdown body.
 */

/** How many sections a search considers; the answer lists each matching article once, best first. */
const SEARCH_SECTIONS = 24;

const summaryOf = (a: SupportArticle): HelpArticleSummary => ({
  slug: a.slug,
  title: a.title,
  excerpt: a.summary,
});

export function createHelpArticles(knowledge: SupportKnowledge) {
  return {
    /** Every article (no words), or the articles whose sections match, best match first. */
    search(q = ""): HelpArticleSummary[] {
      if (!q.trim()) return knowledge.articles.map(summaryOf);
      const seen = new Set<string>();
      const found: HelpArticleSummary[] = [];
      for (const hit of knowledge.search(q, SEARCH_SECTIONS)) {
        if (seen.has(hit.article.slug)) continue;
        seen.add(hit.article.slug);
        found.push(summaryOf(hit.article));
      }
      return found;
    },
    get(slug: string): HelpArticle | null {
      const a = knowledge.bySlug(slug);
      if (!a) return null;
      const body = a.sections.map((s) => `## ${s.title}\n\n${s.body}`).join("\n\n");
      return { ...summaryOf(a), body };
    },
  };
}
export type HelpArticles = ReturnType<typeof createHelpArticles>;
