import type { Viewer } from "@shared/schemas/account";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Route answers without a session. Every other /api route requires one (see plugins/session-guard.ts). */
    public?: boolean;
    /** Creating route that honours an `Idempotency-Key` header (see plugins/idempotency.ts). */
    idempotent?: boolean;
    /**
     * The route's rows belong to a couple: it resolves the couple through `coupleScope` (access/couple-scope.ts)
     * and the access matrix (plugins/access-matrix.test.ts) calls it as a stranger, a business and a visitor.
     */
    coupleOwned?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the session guard; null on public routes without a session. */
    viewer: Viewer | null;
  }
}
