import type { Page } from "@playwright/test";

/**
 * Text axe-core could not judge (its color-contrast "incomplete": text over a gradient, over a decoration
 * layered behind it as on every hero, or too short to judge), measured here instead (issue #18): the colours of every
 * layer under the text are composited, each gradient stop in turn, and the worst case must reach 4.5:1
 * (3:1 for large text, WCAG 1.4.3). Text over photos (axe's imgNode) stays unmeasured: a photo has no one
 * colour. Returns one line per failing text.
 */
export async function unjudgedContrastFailures(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((targets) => {
    type Rgba = [number, number, number, number];
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    /** Any CSS colour (oklab, color-mix, rgb…) as sRGB bytes and alpha, through the canvas. */
    function rgba(css: string): Rgba {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "rgba(0,0,0,0)";
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    }
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b]
        .map((c) => c / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const colourToken =
      /(?:rgba?|oklab|oklch|lab|lch|hsla?|color)\([^()]*(?:\([^()]*\)[^()]*)*\)|#[0-9a-f]{3,8}\b/gi;
    /** The colours an element paints behind its children: its background colour and each gradient stop. */
    function layersOf(el: Element): Rgba[][] {
      const style = getComputedStyle(el);
      const layers: Rgba[][] = [];
      const stops = style.backgroundImage.includes("gradient")
        ? (style.backgroundImage.match(colourToken) ?? []).map(rgba)
        : [];
      const colour = rgba(style.backgroundColor);
      if (colour[3] > 0) layers.push([colour]);
      if (stops.length > 0) layers.push(stops);
      return layers;
    }

    const failures: string[] = [];
    for (const selector of targets) {
      const el = document.querySelector(selector);
      if (!el || !(el instanceof HTMLElement)) continue;
      el.scrollIntoView({ block: "center" });
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const fg = rgba(style.color);
      const size = parseFloat(style.fontSize);
      const isLarge = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = isLarge ? 3 : 4.5;
      let worst = Infinity;
      for (const fx of [0.1, 0.5, 0.9]) {
        const stack = document.elementsFromPoint(rect.left + rect.width * fx, rect.top + rect.height / 2);
        // The layers under the text: the element and what lies beneath it, bottom first.
        const from = stack.findIndex((s) => s === el || s.contains(el) || el.contains(s));
        if (from < 0) continue;
        let backgrounds: Rgba[] = [rgba(getComputedStyle(document.documentElement).backgroundColor)];
        if (backgrounds[0]![3] === 0) backgrounds = [[255, 255, 255, 1]];
        for (const layerOwner of stack.slice(from).reverse()) {
          for (const colours of layersOf(layerOwner)) {
            backgrounds = backgrounds.flatMap((under) => colours.map((c) => over(c, under)));
          }
        }
        for (const bg of backgrounds) worst = Math.min(worst, ratio(over(fg, bg), bg));
      }
      if (worst < needed)
        failures.push(
          `${selector}: ${worst.toFixed(2)}:1 (needs ${needed}:1) — "${el.textContent?.trim().slice(0, 60)}"`,
        );
    }
    window.scrollTo(0, 0);
    return failures;
  }, selectors);
}
