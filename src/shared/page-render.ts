import type { CityId } from "./catalog";

/** What the server hands the client's server build to render a page (client/entry-server.tsx). */
export type RenderPageInput = {
  /** Path and query, e.g. `/venues?style=barn`. */
  url: string;
  /** The visitor's city (their `selectedCity` cookie); `isNewVisitor` when they had none. */
  city: CityId;
  isNewVisitor: boolean;
  /** The page's API answers, as embedded in the HTML by GET path: its first render shows them. */
  responses: Record<string, unknown>;
  signal?: AbortSignal;
  /** Errors of parts that could not render on the server (the browser renders those parts). */
  onError?: (error: unknown) => void;
};
