import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema/idempotency";
import { AppError } from "../errors";

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** How long a key (and its stored answer) is remembered. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** A first attempt still "running" after this long died with its process: a retry may take over. */
const STALE_RUNNING_SECONDS = 60;
const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/; // printable ASCII, no spaces (a UUID fits)

type Claimed = { owner: string; route: string; key: string };

declare module "fastify" {
  interface FastifyRequest {
    /** Set when this request holds an Idempotency-Key row whose answer it must store. */
    idempotency: Claimed | null;
  }
}

/**
 * Idempotency keys for creating mutations (issue #19, decision 021). A route opts in with
 * `config: { idempotent: true }`. A request carrying `Idempotency-Key` claims (owner, route, key) — the owner
 * is the signed-in user, or the IP address signed out — and its 2xx answer is stored for 24 hours; a retry
 * with the same key gets that answer back (header `Idempotent-Replayed: true`) and creates nothing. The same
 * key with a different body is refused (409), as is a retry while the first attempt is still running.
 * Error answers are not stored: the write did not happen, so a retry may try again.
 */
export function registerIdempotency(app: FastifyInstance, db: Db) {
  app.decorateRequest("idempotency", null);
  // Keys past their 24 hours are dropped hourly (the claim path already ignores them).
  const sweep = setInterval(() => {
    db.delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${IDEMPOTENCY_TTL_SECONDS})`))
      .catch((err: unknown) => app.log.error({ err }, "idempotency sweep failed"));
  }, 60 * 60_000).unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  // preHandler: after the session guard (owner) and validation (a refused body claims no key).
  app.addHook("preHandler", async (req, reply) => {
    if (req.routeOptions.config.idempotent !== true) return;
    const header = req.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) {
      throw new AppError(
        "BAD_REQUEST",
        "Idempotency-Key must be 8 to 200 printable characters without spaces.",
      );
    }
    const claim: Claimed = {
      owner: req.viewer ? `user:${req.viewer.id}` : `ip:${req.ip}`,
      route: `${req.method} ${req.routeOptions.url ?? req.url}`,
      key,
    };
    const requestHash = hashOf(req);
    const where = and(
      eq(idempotencyKeys.owner, claim.owner),
      eq(idempotencyKeys.route, claim.route),
      eq(idempotencyKeys.key, claim.key),
    );
    // A key past its 24 hours, or a first attempt that died mid-way, no longer holds the slot.
    await db.delete(idempotencyKeys).where(
      and(
        where,
        sql`(${idempotencyKeys.createdAt} < now() - make_interval(secs => ${IDEMPOTENCY_TTL_SECONDS})
            or (${idempotencyKeys.statusCode} is null
                and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${STALE_RUNNING_SECONDS})))`,
      ),
    );
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...claim, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) {
      req.idempotency = claim;
      return;
    }
    const [stored] = await db.select().from(idempotencyKeys).where(where);
    if (!stored)
      throw new AppError("CONFLICT", "This request is already being handled. Try again in a moment.");
    if (stored.requestHash !== requestHash) {
      throw new AppError(
        "CONFLICT",
        "This Idempotency-Key was already used for a different request. Send a new key for new data.",
      );
    }
    if (stored.statusCode === null) {
      throw new AppError("CONFLICT", "This request is already being handled. Try again in a moment.");
    }
    reply.code(stored.statusCode).header("idempotent-replayed", "true");
    if (stored.contentType) reply.header("content-type", stored.contentType);
    return reply.send(stored.body ?? "");
  });

  app.addHook("onSend", async (req, reply, payload) => {
    const claim = req.idempotency;
    if (!claim) return payload;
    req.idempotency = null;
    const where = and(
      eq(idempotencyKeys.owner, claim.owner),
      eq(idempotencyKeys.route, claim.route),
      eq(idempotencyKeys.key, claim.key),
    );
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === "string") {
      const contentType = reply.getHeader("content-type");
      await db
        .update(idempotencyKeys)
        .set({
          statusCode: reply.statusCode,
          body: payload,
          contentType: typeof contentType === "string" ? contentType : null,
        })
        .where(where);
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
    return payload;
  });
}

function hashOf(req: FastifyRequest): string {
  return createHash("sha256")
    .update(JSON.stringify({ params: req.params ?? null, body: req.body ?? null }))
    .digest("hex");
}
