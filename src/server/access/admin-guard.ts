import type { FastifyRequest } from "fastify";
import { notFound } from "../errors";
import { requireViewer } from "./couple-scope";

/**
 * The one guard of the operator's API (issue #3), for a whole plugin scope as a preValidation hook: a
 * signed-in non-admin gets the same 404 as a path that does not exist, so the area does not reveal itself
 * (no session → 401 from the global guard first). preValidation, like the session guard, so a non-admin
 * never learns a route's schema from a 400 either.
 */
export async function adminOnly(req: FastifyRequest): Promise<void> {
  const viewer = requireViewer(req.viewer);
  if (!viewer.isAdmin) throw notFound(`No route ${req.method} ${req.url.split("?")[0]}`);
}
