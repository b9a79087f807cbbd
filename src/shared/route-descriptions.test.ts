import { describe, expect, it } from "vitest";
import { routeDescription } from "./route-descriptions";
import { routeMeta } from "./route-meta";

describe("route descriptions", () => {
  it("describe routes of the route table, and most of the pages people share", () => {
    const described = routeMeta.filter((r) => routeDescription(r.pattern));
    expect(described.length).toBeGreaterThanOrEqual(40);
    expect(routeDescription("/ai-vendor-tools")).toMatch(/^A listing description writer/);
    expect(routeDescription("/venues/nashville")).toBe(
      "Compare wedding venues in Nashville, TN by capacity, price and style, and request a tour.",
    );
    expect(routeDescription("/no-such-page")).toBeUndefined();
  });
});
