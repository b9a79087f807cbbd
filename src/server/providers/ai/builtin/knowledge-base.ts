/**
 * The planning knowledge base as the built-in engine sees it: a port the app hands it (built by the June
 * module, which owns the passages), so the engine never imports a module (decision 016).
 */

export type KnowledgePassage = {
  /** `<guide-slug>:<title-slug>` */
  id: string;
  guideSlug: string;
  guideTitle: string;
  title: string;
  body: string;
  keywords: string;
};

export type KnowledgeBase = {
  /** The passages sharing the most content words with `query` (ORed full-text search), best first. */
  search: (query: string, limit: number) => Promise<KnowledgePassage[]>;
  /** Passages by id, in the order asked; unknown ids are left out. */
  byIds: (ids: string[]) => Promise<KnowledgePassage[]>;
};
