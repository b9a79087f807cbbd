import { desc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { knowledgePassages } from "../../../db/schema/june";
import type { Passage } from "./load-knowledge";

/** Retrieval over June's knowledge base (issue #4); used by the planning_guide tool and the built-in engine. */

const STOP_WORDS = new Set(
  "a about above after again all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours tell know want need please give let us get like thing things much many".split(
    " ",
  ),
);

/** Two-letter words that still carry meaning in wedding planning. */
const SHORT_TERMS = new Set(["dj", "mc", "tn"]);

/** The content words of a question, lower-cased and deduplicated (the terms full-text search should OR). */
export function contentTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words.filter((w) => (w.length > 2 || SHORT_TERMS.has(w)) && !STOP_WORDS.has(w)))];
}

export type FoundPassage = Pick<
  Passage,
  "id" | "guideSlug" | "guideTitle" | "title" | "body" | "keywords"
> & {
  rank: number;
};

/**
 * Full-text retrieval over the passages: the question's content words OR-ed (a natural question rarely
 * has every word in one passage), ranked by ts_rank_cd with title and keywords weighted above the body.
 */
export async function searchKnowledge(db: Db, query: string, limit = 3): Promise<FoundPassage[]> {
  const terms = contentTerms(query).slice(0, 16);
  if (terms.length === 0) return [];
  const tsquery = sql`to_tsquery('english', ${terms.join(" | ")})`;
  const rank = sql<number>`ts_rank_cd(${knowledgePassages.search}, ${tsquery})`.mapWith(Number);
  return db
    .select({
      id: knowledgePassages.id,
      guideSlug: knowledgePassages.guideSlug,
      guideTitle: knowledgePassages.guideTitle,
      title: knowledgePassages.title,
      body: knowledgePassages.body,
      keywords: knowledgePassages.keywords,
      rank,
    })
    .from(knowledgePassages)
    .where(sql`${knowledgePassages.search} @@ ${tsquery}`)
    .orderBy(desc(rank), knowledgePassages.id)
    .limit(limit);
}

/** Passages by id, in the order asked (the built-in engine's timeline stages and budget split). */
export async function getPassages(db: Db, ids: string[]): Promise<FoundPassage[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: knowledgePassages.id,
      guideSlug: knowledgePassages.guideSlug,
      guideTitle: knowledgePassages.guideTitle,
      title: knowledgePassages.title,
      body: knowledgePassages.body,
      keywords: knowledgePassages.keywords,
    })
    .from(knowledgePassages)
    .where(inArray(knowledgePassages.id, ids));
  const byId = new Map(rows.map((r) => [r.id, { ...r, rank: 1 }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
