import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { typeScaleSteps } from "./type-scale";

const css = readFileSync(new URL("../../styles.css", import.meta.url), "utf8");

describe("type scale", () => {
  it("lists exactly the font-size steps the theme defines, smallest first", () => {
    const theme = css.slice(css.indexOf("@theme"));
    const steps = [...theme.matchAll(/--text-([a-z-]+):\s*([0-9.]+)rem/g)].map((m) => m[1]);
    expect(steps).toEqual([...typeScaleSteps]);
  });

  it("gives every step a line height and grows at each step", () => {
    const sizes = typeScaleSteps.map((step) => {
      expect(css).toMatch(new RegExp(`--text-${step}--line-height: [0-9.]+;`));
      return Number(new RegExp(`--text-${step}: ([0-9.]+)rem`).exec(css)?.[1]);
    });
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(sizes.length);
  });
});
