import { describe, expect, it } from "vitest";
import { cities, vendorCategories } from "@shared/catalog";
import { findRouteMeta, routeMeta } from "@shared/route-meta";
import { pagePaths, rendersPage } from "./router";

// A real value for a path parameter of the client's table (`:city?`, `:category?`, `:slug`…).
const sample: Record<string, string> = { city: cities[0].id, category: vendorCategories[0].slug };

/** The client's route table and the route meta the server answers 404 by must name the same pages. */
describe("route table", () => {
  it("renders a page (not the 404 page) for every pattern of the route meta", () => {
    const unrendered = routeMeta
      .map(({ pattern }) => pattern.replace(/:\w+/g, "sample"))
      .filter((path) => !rendersPage(path));
    expect(unrendered).toEqual([]);
  });

  it("has route meta for every page it renders, with each optional segment present and absent", () => {
    const paths = pagePaths.flatMap((path) => {
      let variants = [path.replace(/\/\*$/, "")];
      for (const param of path.matchAll(/:(\w+)(\?)?/g)) {
        const [, name = "", flag] = param;
        const optional = flag === "?";
        const value = sample[name] ?? "sample";
        variants = variants.flatMap((v) => {
          const filled = v.replace(new RegExp(`:${name}\\??`), value);
          return optional ? [filled, v.replace(new RegExp(`/:${name}\\?`), "") || "/"] : [filled];
        });
      }
      return variants;
    });
    expect(paths.filter((path) => !findRouteMeta(path))).toEqual([]);
  });

  it("shows the 404 page for a path no one listed", () => {
    expect(rendersPage("/planning/moon-landing")).toBe(false);
    expect(findRouteMeta("/planning/moon-landing")).toBeUndefined();
  });
});
