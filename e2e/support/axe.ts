import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe-core on `page`, in the builder's legacy mode: axe runs in the page and its frames at once, instead of
 * opening a blank page on every run to gather each frame's partial results there — that cost ~1.5 s of the
 * ~2.5 s a run took, 130-odd times a suite (docs/decisions/055). The same rules, the same results; what
 * legacy mode leaves out is cross-origin frames, and the app has none (its one iframe, the wedding
 * website's preview, shows a page of the app itself).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}
