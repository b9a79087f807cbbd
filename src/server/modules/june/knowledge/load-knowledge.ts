import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { knowledgePassages } from "../../../db/schema/june";
import { passageId } from "../../../lib/passage-id";

/**
 * June's planning knowledge base (issue #4): the guides in ./guides/*.md, written for this product, split
 * into passages and upserted into `knowledge_passages` at every start (reference data, demo or not).
 *
 * A guide: front matter with `title` and `slug`, then one passage per `## heading`, whose first line may be
 * `keywords: a, b, c` (weighted like the title in full-text search).
 */

export type Passage = {
  id: string;
  guideSlug: string;
  guideTitle: string;
  title: string;
  keywords: string;
  body: string;
  position: number;
};

const GUIDES_DIR = fileURLToPath(new URL("./guides/", import.meta.url));

/** One guide's passages; throws on a malformed file, so a broken guide fails the start and the tests. */
export function parseGuide(markdown: string, fileName = "guide"): Passage[] {
  const text = markdown.replace(/\r\n/g, "\n");
  const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!front) throw new Error(`${fileName}: missing front matter`);
  const meta = new Map<string, string>();
  for (const line of front[1]!.split("\n")) {
    const m = /^(\w+):\s*(.+)$/.exec(line.trim());
    if (m) meta.set(m[1]!, m[2]!.trim());
  }
  const guideTitle = meta.get("title");
  const guideSlug = meta.get("slug");
  if (!guideTitle || !guideSlug) throw new Error(`${fileName}: front matter needs title and slug`);

  const passages: Passage[] = [];
  const sections = text.slice(front[0].length).split(/^## /m).slice(1);
  for (const section of sections) {
    const [heading = "", ...rest] = section.split("\n");
    let lines = rest;
    let keywords = "";
    const first = lines.findIndex((l) => l.trim() !== "");
    if (first >= 0 && /^keywords:/i.test(lines[first]!.trim())) {
      keywords = lines[first]!.trim().replace(/^keywords:\s*/i, "");
      lines = lines.slice(first + 1);
    }
    const body = lines.join("\n").trim();
    const title = heading.trim();
    if (!title || !body) throw new Error(`${fileName}: empty section "${title}"`);
    passages.push({
      id: passageId(guideSlug, title),
      guideSlug,
      guideTitle,
      title,
      keywords,
      body,
      position: passages.length,
    });
  }
  if (passages.length === 0) throw new Error(`${fileName}: no sections`);
  return passages;
}

/** Every passage of every guide that ships with the project, in file order. */
export function readKnowledge(dir = GUIDES_DIR): Passage[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort();
  const passages = files.flatMap((f) => parseGuide(readFileSync(`${dir}${f}`, "utf8"), f));
  const ids = new Set<string>();
  for (const p of passages) {
    if (ids.has(p.id)) throw new Error(`duplicate knowledge passage id ${p.id}`);
    ids.add(p.id);
  }
  return passages;
}

/**
 * Idempotent: upserts every passage (rows that did not change are not rewritten) and removes passages
 * whose section no longer exists. Two statements, whatever the number of passages.
 */
export async function loadKnowledge(db: Db, passages: Passage[] = readKnowledge()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(knowledgePassages)
      .values(passages)
      .onConflictDoUpdate({
        target: knowledgePassages.id,
        set: {
          guideSlug: sql`excluded.guide_slug`,
          guideTitle: sql`excluded.guide_title`,
          title: sql`excluded.title`,
          keywords: sql`excluded.keywords`,
          body: sql`excluded.body`,
          position: sql`excluded.position`,
        },
        setWhere: sql`(${knowledgePassages.guideSlug}, ${knowledgePassages.guideTitle}, ${knowledgePassages.title}, ${knowledgePassages.keywords}, ${knowledgePassages.body}, ${knowledgePassages.position})
          is distinct from (excluded.guide_slug, excluded.guide_title, excluded.title, excluded.keywords, excluded.body, excluded.position)`,
      });
    await tx.delete(knowledgePassages).where(
      notInArray(
        knowledgePassages.id,
        passages.map((p) => p.id),
      ),
    );
  });
}
