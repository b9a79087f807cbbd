/**
 * A deliberately tiny markdown subset for June's replies (issue #4: "replies render as sanitised markdown,
 * no raw HTML, no remote images"). It parses to a small tree that React renders as elements — text is
 * never injected as HTML, so `<script>` in a reply shows as the characters `<script>`.
 * Supported: paragraphs, line breaks, `-`/`*`/`1.` lists, `#` headings (as bold lines), **bold**,
 * *italic* / _italic_, `code`, and [links](…) only to same-site paths or https URLs. Images are dropped
 * (their alt text stays); any other link target leaves just its text.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "br" }
  | { type: "code"; text: string }
  | { type: "strong" | "em"; children: Inline[] }
  | { type: "link"; href: string; external: boolean; children: Inline[] };

export type Block =
  | { type: "p"; children: Inline[] }
  | { type: "heading"; children: Inline[] }
  | { type: "ul" | "ol"; items: Inline[][] };

/** A link target June may use: a same-site path ("/venues/x", not "//host") or an https URL; else null. */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  const href = raw.trim();
  if (/[\s\\<>"]/.test(href) || /[\u0000-\u001f]/.test(href)) return null; // eslint-disable-line no-control-regex
  if (/^\/(?!\/)/.test(href)) return { href, external: false };
  if (/^https:\/\//i.test(href)) {
    try {
      const url = new URL(href);
      return url.protocol === "https:" ? { href: url.href, external: true } : null;
    } catch {
      return null;
    }
  }
  return null;
}

const INLINE =
  /(!\[([^\]]*)\]\(([^)\s]*)\))|(\[([^\]]+)\]\(([^)\s]+)\))|(`([^`]+)`)|(\*\*([^*]+?)\*\*)|(__([^_]+?)__)|(\*([^*\s](?:[^*]*[^*\s])?)\*)|(\b_([^_\s](?:[^_]*[^_\s])?)_\b)|(\n)/g;

export function parseInline(text: string, depth = 0): Inline[] {
  const out: Inline[] = [];
  const pushText = (t: string) => {
    if (!t) return;
    const last = out.at(-1);
    if (last?.type === "text") last.text += t;
    else out.push({ type: "text", text: t });
  };
  let at = 0;
  const re = new RegExp(INLINE.source, "g");
  for (let m = re.exec(text); m; m = re.exec(text)) {
    pushText(text.slice(at, m.index));
    at = m.index + m[0].length;
    const nested = (s: string) =>
      depth < 4 ? parseInline(s, depth + 1) : [{ type: "text" as const, text: s }];
    if (m[1] !== undefined)
      pushText(m[2] ?? ""); // image: its alt text only
    else if (m[4] !== undefined) {
      const target = safeHref(m[6] ?? "");
      const children = nested(m[5] ?? "");
      if (target) out.push({ type: "link", ...target, children });
      else
        for (const c of children) {
          if (c.type === "text") pushText(c.text);
          else out.push(c);
        }
    } else if (m[7] !== undefined) out.push({ type: "code", text: m[8] ?? "" });
    else if (m[9] !== undefined) out.push({ type: "strong", children: nested(m[10] ?? "") });
    else if (m[11] !== undefined) out.push({ type: "strong", children: nested(m[12] ?? "") });
    else if (m[13] !== undefined) out.push({ type: "em", children: nested(m[14] ?? "") });
    else if (m[15] !== undefined) out.push({ type: "em", children: nested(m[16] ?? "") });
    else out.push({ type: "br" });
  }
  pushText(text.slice(at));
  return out;
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { type: "ul" | "ol"; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ type: "p", children: parseInline(paragraph.join("\n").trim()) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ type: list.type, items: list.items.map((i) => parseInline(i.trim())) });
    list = null;
  };

  for (const line of source.replace(/\r\n?/g, "\n").split("\n")) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const heading = HEADING.exec(line);
    if (line.trim() === "") {
      flushParagraph();
      flushList();
    } else if (heading) {
      flushParagraph();
      flushList();
      blocks.push({ type: "heading", children: parseInline(heading[1]!.trim()) });
    } else if (bullet || numbered) {
      const type = bullet ? "ul" : "ol";
      flushParagraph();
      if (list && list.type !== type) flushList();
      list ??= { type, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (list && /^\s{2,}\S/.test(line)) {
      // An indented line continues the last item.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}
