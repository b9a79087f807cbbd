import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HYDRATE_AFTER_PAINT_CSP_SOURCE, hydrateAfterPaint } from "./hydrate-after-paint";

const template = `<!doctype html><html><head><title>x</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-B.css">
  </head><body><div id="root"><main>page</main></div></body></html>`;

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

describe("a server-rendered page's scripts wait for its first paint", () => {
  const html = hydrateAfterPaint(template, ["/assets/react-C.js", "/assets/venues-D.js"]);

  it("takes the app's module script out of the head, keeping the stylesheet", () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-B.css">');
    expect(html).toContain('<div id="root"><main>page</main></div>');
  });

  it("hands the loader at the end of the body the entry and the chunks to fetch beside it", () => {
    const json = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({
      entry: "/assets/index-A.js",
      preload: ["/assets/react-C.js", "/assets/venues-D.js"],
    });
    expect(html.indexOf('id="app-scripts"')).toBeGreaterThan(html.indexOf("</main>"));
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it("writes one inline script, the one the Content-Security-Policy allows by its hash", () => {
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(1);
    const hash = createHash("sha256").update(scripts[0]!).digest("base64");
    expect(HYDRATE_AFTER_PAINT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it("escapes '<' in the list, so no file name can end the element", () => {
    const odd = hydrateAfterPaint(template, ["/assets/</script><script>alert(1)//.js"]);
    expect(inlineScripts(odd)).toHaveLength(1);
    expect(odd).toContain("\\u003c/script>");
  });

  it("leaves a template without the app's module script as it is (no build; the dev server's)", () => {
    const dev = '<html><head><script type="module" src="/main.tsx"></script></head><body></body></html>';
    expect(hydrateAfterPaint(dev, ["/x.js"])).toBe(dev);
  });
});
