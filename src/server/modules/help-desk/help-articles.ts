import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { HelpArticle, HelpArticleSummary } from "@shared/schemas/help-desk";

/**
 * The help centre's articles are Grace's support knowledge base (issue #17): one markdown file per topic,
 * written once for both. The first `# ` line is the title; the file name is the slug. /help searches them
 * with the same words a visitor types to Grace.
 */
export const KNOWLEDGE_DIR = fileURLToPath(new URL("../../providers/ai/grace/knowledge/", import.meta.url));

const SLUG = /^[a-z0-9-]{1,80}$/;
const EXCERPT_CHARS = 180;

function parse(slug: string, markdown: string): HelpArticle {
  const lines = markdown.replace(/\r\n/g, "\n").split("\n");
  const titleAt = lines.findIndex((l) => l.startsWith("# "));
  const title = titleAt >= 0 ? lines[titleAt]!.slice(2).trim() : slug.replace(/-/g, " ");
  const body = lines
    .filter((_, i) => i !== titleAt)
    .join("\n")
    .trim();
  const plain = body
    .replace(/^#+\s*/gm, "")
    .replace(/[*_`>[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const excerpt = plain.length > EXCERPT_CHARS ? `${plain.slice(0, EXCERPT_CHARS).trimEnd()}…` : plain;
  return { slug, title, excerpt, body };
}

/** Loads every article once and answers searches from memory (the files ship with the build). */
export function createHelpArticles(dir = KNOWLEDGE_DIR) {
  let loaded: Promise<HelpArticle[]> | null = null;
  const all = () =>
    (loaded ??= (async () => {
      const names = await readdir(dir).catch(() => [] as string[]);
      const articles: HelpArticle[] = [];
      for (const name of names.sort()) {
        const slug = name.replace(/\.md$/, "");
        if (!name.endsWith(".md") || !SLUG.test(slug)) continue;
        articles.push(parse(slug, await readFile(path.join(dir, name), "utf8")));
      }
      return articles;
    })());

  return {
    /** Every article (no words), or those holding every word, title hits first. */
    async search(q = ""): Promise<HelpArticleSummary[]> {
      const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      const articles = await all();
      const scored = articles
        .map((a) => {
          const title = a.title.toLowerCase();
          const text = `${title} ${a.body.toLowerCase()}`;
          if (!words.every((w) => text.includes(w))) return null;
          return { a, score: words.filter((w) => title.includes(w)).length };
        })
        .filter((x) => x !== null)
        .sort((x, y) => y.score - x.score || x.a.title.localeCompare(y.a.title));
      return scored.map(({ a }) => ({ slug: a.slug, title: a.title, excerpt: a.excerpt }));
    },
    async get(slug: string): Promise<HelpArticle | null> {
      return (await all()).find((a) => a.slug === slug) ?? null;
    },
  };
}
export type HelpArticles = ReturnType<typeof createHelpArticles>;
