import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createRoutePreloads } from "./route-preload";

const dir = mkdtempSync(path.join(tmpdir(), "preload-test-"));
mkdirSync(path.join(dir, ".vite"));
writeFileSync(
  path.join(dir, ".vite", "manifest.json"),
  JSON.stringify({
    "main.tsx": { file: "assets/index-A.js", isEntry: true, imports: ["_react.js"] },
    "_react.js": { file: "assets/react-B.js" },
    "_card.js": { file: "assets/card-C.js", imports: ["_react.js"] },
    "app/routes/venues.tsx": { file: "assets/venues-D.js", imports: ["_card.js", "_react.js"] },
    "app/routes/vendor-detail.tsx": { file: "assets/vendor-detail-E.js", imports: ["_card.js"] },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("route chunk preloads", () => {
  const preloads = createRoutePreloads(dir);

  it("lists a landing route's chunks that the entry does not already load", () => {
    const tags = preloads.tags("/venues/lakeview-glasshouse");
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/venues-D.js" />');
    expect(tags).toContain('href="/assets/card-C.js"');
    expect(tags).not.toContain("react-B.js");
    expect(tags).not.toContain("index-A.js");
  });

  it("gives a server-rendered page's loader the entry's imports and the route's chunks, not the entry", () => {
    expect(preloads.files("/venues/lakeview-glasshouse")).toEqual([
      "/assets/react-B.js",
      "/assets/venues-D.js",
      "/assets/card-C.js",
    ]);
    // A page outside the list still hydrates sooner with the entry's own imports fetched beside it.
    expect(preloads.files("/about")).toEqual(["/assets/react-B.js"]);
  });

  it("knows a vendor page from the claim page, and says nothing for other paths", () => {
    expect(preloads.tags("/vendor/golden-hour")).toContain("vendor-detail-E.js");
    expect(preloads.tags("/vendor/claim")).toBe("");
    expect(preloads.tags("/about")).toBe("");
  });

  it("returns nothing without a build", () => {
    const none = createRoutePreloads(path.join(dir, "missing"));
    expect(none.tags("/venues")).toBe("");
    expect(none.files("/venues")).toEqual([]);
  });
});
