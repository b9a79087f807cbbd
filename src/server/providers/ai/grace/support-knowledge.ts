import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { contentTerms } from "../../../lib/content-terms";

/**
 * Grace's support knowledge base (issue #17; docs/decisions/043): the articles in ./knowledge/*.md, written
 * for this product and read from disk once. Static reference text that ships with the server, small enough
 * to search in memory — no table, no migration. The help centre (/help) reads the same articles.
 *
 * An article: front matter with `title`, `slug` and `summary`, then one section per `## heading`, whose
 * first line may be `keywords: a, b, c` (weighted above the body in search).
 */

export type SupportSection = { id: string; title: string; keywords: string; body: string };
export type SupportArticle = { slug: string; title: string; summary: string; sections: SupportSection[] };
export type SupportHit = { article: SupportArticle; section: SupportSection; score: number };

const KNOWLEDGE_DIR = fileURLToPath(new URL("./knowledge/", import.meta.url));

/** One article; throws on a malformed file so a broken article fails the start and the tests. */
export function parseSupportArticle(markdown: string, fileName = "article"): SupportArticle {
  const text = markdown.replace(/\r\n/g, "\n");
  const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!front) throw new Error(`${fileName}: missing front matter`);
  const meta = new Map<string, string>();
  for (const line of front[1]!.split("\n")) {
    const m = /^(\w+):\s*(.+)$/.exec(line.trim());
    if (m) meta.set(m[1]!, m[2]!.trim());
  }
  const [title, slug, summary] = [meta.get("title"), meta.get("slug"), meta.get("summary")];
  if (!title || !slug || !summary) throw new Error(`${fileName}: front matter needs title, slug and summary`);
  const sections = text
    .slice(front[0].length)
    .split(/^## /m)
    .slice(1)
    .map((chunk) => {
      const [heading = "", ...rest] = chunk.split("\n");
      let lines = rest;
      let keywords = "";
      const first = lines.findIndex((l) => l.trim() !== "");
      if (first >= 0 && /^keywords:/i.test(lines[first]!.trim())) {
        keywords = lines[first]!.trim().replace(/^keywords:\s*/i, "");
        lines = lines.slice(first + 1);
      }
      const body = lines.join("\n").trim();
      const sectionTitle = heading.trim();
      if (!sectionTitle || !body) throw new Error(`${fileName}: empty section "${sectionTitle}"`);
      return { id: `${slug}:${slugify(sectionTitle)}`, title: sectionTitle, keywords, body };
    });
  if (sections.length === 0) throw new Error(`${fileName}: no sections`);
  return { slug, title, summary, sections };
}

function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Every article that ships with the server, in file order. */
export function readSupportArticles(dir = KNOWLEDGE_DIR): SupportArticle[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => parseSupportArticle(readFileSync(`${dir}${f}`, "utf8"), f));
}

/** A crude stem, so "emails", "emailed" and "email" meet; enough for a few dozen short sections. */
export function stem(word: string): string {
  return word.length > 4 ? word.replace(/(ing|ed|es|s)$/, "") : word;
}

/**
 * Words people use for what the articles name otherwise ("pictures" for photos, "my bakery" for a vendor
 * business): a query term also counts as its article word.
 */
const SYNONYMS: Record<string, string> = {
  picture: "photo",
  pic: "photo",
  image: "photo",
  login: "sign",
  logon: "sign",
  fee: "price",
  cost: "price",
  charge: "price",
  bakery: "vendor",
  baker: "vendor",
  photographer: "vendor",
  photography: "vendor",
  florist: "vendor",
  caterer: "vendor",
  videographer: "vendor",
  planner: "vendor",
  officiant: "vendor",
  bartender: "vendor",
  decorator: "vendor",
  business: "vendor",
};

function termsOf(text: string): Set<string> {
  const terms = contentTerms(text).map(stem);
  return new Set(terms.flatMap((t) => (SYNONYMS[t] ? [t, SYNONYMS[t]] : [t])));
}

/** All the words of a text, stemmed, space-separated and padded: phrases are found as substrings. */
function wordLine(text: string): string {
  return ` ${(
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z0-9]+/g) ?? []
  )
    .map(stem)
    .join(" ")} `;
}

type Indexed = {
  article: SupportArticle;
  section: SupportSection;
  strong: Set<string>;
  body: Set<string>;
  phrases: string[];
};

/** The knowledge base as Grace's engine and the help centre search it. */
export type SupportKnowledge = {
  articles: SupportArticle[];
  /** Sections sharing the most words with `query` (title and keywords count thrice, a keyword phrase found whole five more), best first. */
  search: (query: string, limit?: number) => SupportHit[];
  bySlug: (slug: string) => SupportArticle | undefined;
};

export function createSupportKnowledge(articles = readSupportArticles()): SupportKnowledge {
  const index: Indexed[] = articles.flatMap((article) =>
    article.sections.map((section) => {
      const strongText = `${section.title} ${section.keywords.replace(/,/g, " ")}`;
      return {
        article,
        section,
        strong: termsOf(strongText),
        body: termsOf(`${article.title} ${section.body}`),
        // Keyword phrases only: a phrase in the keywords line is a question someone asks.
        phrases: section.keywords
          .split(",")
          .map((k) => wordLine(k))
          .filter((k) => k.trim().includes(" ")),
      };
    }),
  );
  return {
    articles,
    bySlug: (slug) => articles.find((a) => a.slug === slug),
    search(query, limit = 3) {
      const terms = termsOf(query);
      const words = wordLine(query);
      if (terms.size === 0) return [];
      return index
        .map((e) => {
          let score = 0;
          for (const t of terms) score += e.strong.has(t) ? 3 : e.body.has(t) ? 1 : 0;
          for (const p of e.phrases) if (words.includes(p)) score += 5;
          return { article: e.article, section: e.section, score };
        })
        .filter((h) => h.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}
