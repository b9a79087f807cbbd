import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Plain HTML form posts of the guest pages (issue #12: the website's password, guest registration), which
 * work without a script. Parsed in the guest pages' own plugin scope only: every /api route still takes
 * JSON alone (decision 020). Such a post is accepted only from our own pages: its Origin (browsers send
 * one with every form post) must be trusted, or fetch metadata must say same-origin.
 */
export function acceptFormPosts(app: FastifyInstance) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_req, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string))
        if (!(key in fields)) fields[key] = value;
      done(null, fields);
    },
  );
}

export function isFromOurPages(req: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  // "null": what a browser sends when the page's referrer policy hides it; fetch metadata still tells.
  if (origin !== undefined && origin !== "null") return trustedOrigins.has(origin);
  return req.headers["sec-fetch-site"] === "same-origin";
}

/** Sends a whole guest document; `cache` is the Cache-Control (private pages: no-store). */
export function sendPage(reply: FastifyReply, status: number, html: string, cache = "no-store") {
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", cache)
    .send(html);
}
