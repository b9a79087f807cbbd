import type { FastifyInstance } from "fastify";
import { userKinds, type UserKind } from "@shared/catalog";
import type { Viewer } from "@shared/schemas/account";
import { ACTING_FOR_HEADER } from "@shared/schemas/collaboration";
import { AppError } from "../errors";
import type { Auth } from "../modules/auth/auth";

const ACTING_FOR = /^[A-Za-z0-9_-]{1,64}$/;

// Served by @fastify/swagger-ui, which does not take our route config.
const PUBLIC_PREFIXES = ["/api/docs"];

/**
 * Secure by default: every /api route requires a session unless it declares `config: { public: true }`.
 * Public routes still get `req.viewer` when a session is present.
 */
export function registerSessionGuard(app: FastifyInstance, auth: Auth) {
  app.decorateRequest("viewer", null);
  // preValidation, not preHandler: a caller without a session must get 401 before the body is judged.
  app.addHook("preValidation", async (req) => {
    if (!req.url.startsWith("/api/") || !req.routeOptions.url) return;
    if (PUBLIC_PREFIXES.some((p) => req.url.startsWith(p))) return;
    const isPublic = req.routeOptions.config.public === true;
    if (req.routeOptions.url.startsWith("/api/auth/")) return; // better-auth reads its own session
    req.viewer = await readViewer(auth, req.headers, (err) =>
      req.log.error({ err }, "session lookup failed"),
    );
    // A contributor names the couple it acts for; the access rule decides whether it may (couple-scope.ts).
    const actingFor = req.headers[ACTING_FOR_HEADER];
    if (req.viewer && typeof actingFor === "string" && ACTING_FOR.test(actingFor))
      req.viewer = { ...req.viewer, actingFor } as Viewer;
    if (!req.viewer && !isPublic) throw new AppError("UNAUTHORIZED", "Sign in to continue.");
  });
}

/** The signed-in viewer from request headers; null without a valid session (also for pages outside /api). */
export async function readViewer(
  auth: Auth,
  rawHeaders: Record<string, string | string[] | undefined>,
  logError: (err: unknown) => void,
): Promise<Viewer | null> {
  if (!rawHeaders.cookie) return null;
  const headers = new Headers();
  for (const [k, v] of Object.entries(rawHeaders)) if (typeof v === "string") headers.set(k, v);
  try {
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const u = session.user as typeof session.user & {
      kind?: string;
      isAdmin?: boolean;
      disabledAt?: Date | string | null;
    };
    // A disabled account's old cookie is refused at once (issue #17), even if a session row survived.
    if (u.disabledAt) return null;
    const kind: UserKind = (userKinds as readonly string[]).includes(u.kind ?? "")
      ? (u.kind as UserKind)
      : "couple";
    return { id: u.id, email: u.email, name: u.name, kind, isAdmin: u.isAdmin === true };
  } catch (err) {
    // Spec section 8: a failed session fetch is logged and treated as no session.
    logError(err);
    return null;
  }
}
