import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPageRenderer, type RenderPage } from "./page-render";

// A stand-in for dist/ssr/entry-server.js that counts its renders and fails on request.
const quiet = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
let dir: string;
let render: RenderPage;
const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "ssr-"));
  writeFileSync(
    path.join(dir, "entry-server.js"),
    `export async function renderPage(input) {
       globalThis.__renders = (globalThis.__renders ?? 0) + 1;
       if (input.url === "/boom") throw new Error("boom");
       if (input.url === "/partial") {
         input.onError(new Error("a part failed"));
         return "<main><!--$!--><template></template><script>$RX()</script></main>";
       }
       return "<main>" + input.url + " " + input.city + " " + JSON.stringify(input.responses) + "</main>";
     }`,
  );
  render = await loadPageRenderer(dir, quiet);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = { url: "/venues", city: "cleveland" as const, isNewVisitor: false, responses: { a: 1 } };

describe("loadPageRenderer", () => {
  it("renders once per distinct input, and again when the data changes", async () => {
    const before = renders();
    expect(await render(page)).toBe('<main>/venues cleveland {"a":1}</main>');
    expect(await render({ ...page })).toBe('<main>/venues cleveland {"a":1}</main>');
    expect(renders() - before).toBe(1);
    expect(await render({ ...page, responses: { a: 2 } })).toBe('<main>/venues cleveland {"a":2}</main>');
    expect(await render({ ...page, city: "nashville" })).toContain("nashville");
    expect(renders() - before).toBe(3);
  });

  it("answers null when the render fails, so the browser renders the page", async () => {
    expect(await render({ ...page, url: "/boom" })).toBeNull();
  });

  it("answers null when a part could not be rendered, and tries again next time", async () => {
    const before = renders();
    expect(await render({ ...page, url: "/partial" })).toBeNull();
    expect(await render({ ...page, url: "/partial" })).toBeNull();
    expect(renders() - before).toBe(2);
  });

  it("answers null without a server build", async () => {
    const none = await loadPageRenderer(path.join(dir, "missing"), quiet);
    expect(await none(page)).toBeNull();
  });
});
