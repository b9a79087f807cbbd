import type { Viewer } from "@shared/schemas/account";
import type { AccessLevel, CoupleArea } from "@shared/schemas/collaboration";
import type { HttpCachePolicy } from "./plugins/http-cache";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Route answers without a session. Every other /api route requires one (see plugins/session-guard.ts). */
    public?: boolean;
    /**
     * The route's own code answers 429 (a counter of its own: the RSVP and run-sheet link guards, inquiries
     * per hour, June's concurrent streams), so the OpenAPI document declares it (plugins/openapi-document.ts).
     * Routes with `rateLimit` (the plugin) need not say it.
     */
    limited?: boolean;
    /**
     * A public GET whose anonymous 200 answers a shared cache may keep: ETag, Cache-Control public and
     * 304 for a conditional request (plugins/cache-control.ts, issue #21).
     */
    httpCache?: HttpCachePolicy;
    /** Creating route that honours an `Idempotency-Key` header (see plugins/idempotency.ts). */
    idempotent?: boolean;
    /**
     * The route's rows belong to a couple: it resolves the couple through `coupleScope` (access/couple-scope.ts)
     * and the access matrix (plugins/access-matrix.test.ts) calls it as a stranger, a business and a visitor.
     * `{ area }` opens it to the couple's contributors with a grant in that area (issue #13): reads need
     * "view", writes "edit" — the matrix proves the route's `need` says the same — unless `level` says
     * otherwise (marking a conversation read is a POST that needs only "view"). `area: "any"`: every
     * active contributor of the couple, whatever was shared (the couple's page, the group chat).
     * `true`: the couple's alone.
     */
    coupleOwned?: boolean | { area: CoupleArea | "any"; level?: AccessLevel };
  }
  interface FastifyRequest {
    /** The signed-in user, set by the session guard; null on public routes without a session. */
    viewer: Viewer | null;
  }
}
