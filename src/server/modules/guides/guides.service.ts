import type { Guide, GuideBlock, GuideList } from "@shared/schemas/guides";
import { GUIDE_NOT_FOUND } from "@shared/schemas/guides";
import { AppError } from "../../errors";
import { readKnowledge, type Passage } from "../june/june.service";

/**
 * June's knowledge base as pages (issue #15). The same files and the same parser as June's passages
 * (load-knowledge.ts), so what a couple reads is exactly what June answers from. The markdown subset the
 * guides use (paragraphs and "- " lists) becomes typed blocks here; the client renders them as React
 * elements: no HTML passes through (docs/decisions/040-guides-as-pages.md).
 */

/** A heading as a URL fragment: "Save-the-dates" → "save-the-dates". */
export function anchorOf(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/&/g, " and ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/** A passage's body as blocks: blank lines part paragraphs; consecutive "- " or "* " lines make a list. */
export function blocksOf(body: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  const flushList = () => {
    if (list?.length) blocks.push({ type: "list", items: list });
    list = null;
  };
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (item) {
      flushParagraph();
      (list ??= []).push(item[1]!);
    } else if (line === "") {
      flushParagraph();
      flushList();
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** The first sentence of a guide's first paragraph: the index's one-line summary. */
export function summaryOf(passages: Passage[]): string {
  const first = passages.flatMap((p) => blocksOf(p.body)).find((b) => b.type === "paragraph");
  if (!first || first.type !== "paragraph") return "";
  const sentence = /^(.+?[.!?])(\s|$)/.exec(first.text);
  return sentence ? sentence[1]! : first.text;
}

function toGuide(passages: Passage[]): Guide {
  const used = new Set<string>();
  const sections = passages.map((p) => {
    let anchor = anchorOf(p.title);
    for (let n = 2; used.has(anchor); n += 1) anchor = `${anchorOf(p.title)}-${n}`;
    used.add(anchor);
    return { anchor, title: p.title, blocks: blocksOf(p.body) };
  });
  return {
    slug: passages[0]!.guideSlug,
    title: passages[0]!.guideTitle,
    summary: summaryOf(passages),
    sections,
  };
}

export type GuideLibrary = { list: () => GuideList; get: (slug: string) => Guide };

/** Reads the guides once (they ship with the server and change only with a deploy). */
export function createGuideLibrary(passages: Passage[] = readKnowledge()): GuideLibrary {
  const bySlug = new Map<string, Passage[]>();
  for (const p of passages) bySlug.set(p.guideSlug, [...(bySlug.get(p.guideSlug) ?? []), p]);
  const guides = [...bySlug.values()].map(toGuide).sort((a, b) => a.title.localeCompare(b.title));
  const index = new Map(guides.map((g) => [g.slug, g]));
  const list: GuideList = {
    guides: guides.map((g) => ({
      slug: g.slug,
      title: g.title,
      summary: g.summary,
      sections: g.sections.length,
    })),
  };
  return {
    list: () => list,
    get: (slug) => {
      const guide = index.get(slug);
      if (!guide) throw new AppError("NOT_FOUND", GUIDE_NOT_FOUND);
      return guide;
    },
  };
}
