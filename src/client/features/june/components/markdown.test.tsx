import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, safeHref } from "../utils/markdown";
import { Markdown } from "./markdown";

const html = (text: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Markdown text={text} />
    </MemoryRouter>,
  );

describe("Markdown", () => {
  it("renders paragraphs, bold, italic, code and lists", () => {
    expect(html("Hello **Ava** and *Noah*, try `budget`.\n\n- one\n- two\n\n1. first\n2. second")).toBe(
      '<div class="space-y-2 break-words"><p>Hello <strong class="font-semibold">Ava</strong> and <em>Noah</em>, try <code class="rounded bg-white/70 px-1 py-0.5 font-mono text-[0.85em]">budget</code>.</p><ul class="list-disc space-y-1 pl-5"><li>one</li><li>two</li></ul><ol class="list-decimal space-y-1 pl-5"><li>first</li><li>second</li></ol></div>',
    );
  });

  it("escapes raw HTML instead of rendering it", () => {
    const out = html('<script>alert(1)</script> <img src=x onerror="alert(2)"> <b>bold</b>');
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<b>");
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("drops images, keeping only their alt text", () => {
    const out = html("Look ![a tracking pixel](https://evil.example/p.png) here");
    expect(out).not.toContain("<img");
    expect(out).not.toContain("evil.example");
    expect(out).toContain("Look a tracking pixel here");
  });

  it("links only to same-site paths and https URLs, with a safe rel", () => {
    const out = html(
      "[venue](/venues/lakeview) [site](https://example.com/a) [bad](javascript:alert(1)) [proto](//evil.example) [plain](http://example.com) [data](data:text/html,hi)",
    );
    expect(out).toContain('href="/venues/lakeview"');
    expect(out).toContain('href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow"');
    expect(out).not.toContain("javascript:");
    expect(out).not.toContain("//evil.example");
    expect(out).not.toContain("http://example.com");
    expect(out).not.toContain("data:");
    expect(out).toContain("bad");
    expect(out.match(/<a /g)).toHaveLength(2);
  });
});

describe("safeHref", () => {
  it("accepts paths and https only", () => {
    expect(safeHref("/vendors/florists")).toEqual({ href: "/vendors/florists", external: false });
    expect(safeHref("https://zola.com")).toEqual({ href: "https://zola.com/", external: true });
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:x",
      "//evil.com",
      "/\\evil.com",
      "mailto:a@b.c",
      "vbscript:x",
      "ftp://x",
    ])
      expect(safeHref(bad)).toBeNull();
  });
});

describe("parseMarkdown", () => {
  it("keeps line breaks inside a paragraph and headings as their own block", () => {
    expect(parseMarkdown("## Budget\nline one\nline two")).toEqual([
      { type: "heading", children: [{ type: "text", text: "Budget" }] },
      {
        type: "p",
        children: [{ type: "text", text: "line one" }, { type: "br" }, { type: "text", text: "line two" }],
      },
    ]);
  });

  it("leaves unmatched markers and snake_case words as text", () => {
    expect(parseInline("2 * 3 = 6 and guest_count and **open")).toEqual([
      { type: "text", text: "2 * 3 = 6 and guest_count and **open" },
    ]);
  });
});
