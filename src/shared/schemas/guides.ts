import { z } from "zod";

/**
 * The planning guides read as pages (issue #15): June's knowledge base (`server/modules/june/knowledge/
 * guides/*.md`) served as structured blocks, never as HTML. The client turns each block into React
 * elements, so no text of a guide can inject markup.
 */

export const guideSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  sections: z.number().int(),
});
export type GuideSummary = z.infer<typeof guideSummarySchema>;

export const guideListSchema = z.object({ guides: z.array(guideSummarySchema) });
export type GuideList = z.infer<typeof guideListSchema>;

export const guideBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("paragraph"), text: z.string() }),
  z.object({ type: z.literal("list"), items: z.array(z.string()) }),
]);
export type GuideBlock = z.infer<typeof guideBlockSchema>;

export const guideSectionSchema = z.object({
  /** The section's anchor on the page (`#save-the-dates`). */
  anchor: z.string(),
  title: z.string(),
  blocks: z.array(guideBlockSchema),
});
export type GuideSection = z.infer<typeof guideSectionSchema>;

export const guideSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  sections: z.array(guideSectionSchema),
});
export type Guide = z.infer<typeof guideSchema>;

export const guideParamsSchema = z.object({ slug: z.string().max(80) });

export const GUIDE_NOT_FOUND = "We don't have a guide by that name.";
