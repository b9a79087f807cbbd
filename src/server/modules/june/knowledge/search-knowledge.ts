import { desc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { knowledgePassages } from "../../../db/schema/june";
import { contentTerms } from "../../../lib/content-terms";
import type { KnowledgeBase } from "../../../providers/ai/builtin/knowledge-base";
import type { ToolIO } from "../../../providers/ai/types";
import type { Passage } from "./load-knowledge";

/** Retrieval over June's knowledge base (issue #4); used by the planning_guide tool and the built-in engine. */

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

/**
 * The planning_guide tool's retrieval: `websearch_to_tsquery` (all words) ranked; when that finds nothing,
 * any of the words. Top `limit` passages.
 */
export async function guidePassages(
  db: Db,
  topic: string,
  limit: number,
): Promise<ToolIO["planning_guide"]["output"]["passages"]> {
  const run = (query: string) => {
    const tsq = sql`websearch_to_tsquery('english', ${query})`;
    return db
      .select({
        guideSlug: knowledgePassages.guideSlug,
        guideTitle: knowledgePassages.guideTitle,
        title: knowledgePassages.title,
        body: knowledgePassages.body,
      })
      .from(knowledgePassages)
      .where(sql`${knowledgePassages.search} @@ ${tsq}`)
      .orderBy(sql`ts_rank(${knowledgePassages.search}, ${tsq}) desc`, knowledgePassages.id)
      .limit(limit);
  };
  const all = await run(topic);
  if (all.length > 0) return all;
  const words = topic
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter((w) => w.length > 2 && w !== "or" && w !== "and");
  return words.length > 1 ? run(words.join(" or ")) : [];
}

/** The knowledge base as the built-in engine's port (it never imports this module). */
export function knowledgeBase(db: Db): KnowledgeBase {
  return {
    search: (query, limit) => searchKnowledge(db, query, limit),
    byIds: (ids) => getPassages(db, ids),
  };
}
