/**
 * The steps of the type scale defined in styles.css (`--text-<step>` in `@theme`; docs/decisions/018).
 * Listed here for code that must tell a font size from a text colour by name — a class merger such
 * as tailwind-merge reads `text-body` as a colour unless it is told these are sizes.
 */
export const typeScaleSteps = [
  "caption",
  "small",
  "body",
  "lead",
  "title-sm",
  "title",
  "headline",
  "display-sm",
  "display",
] as const;

export type TypeScaleStep = (typeof typeScaleSteps)[number];
