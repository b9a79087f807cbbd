import { createHmac, randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * The optional visitor password of a wedding website (issue #12): scrypt (node:crypto), never stored
 * plain; and the cookie that remembers a visitor who typed it, an HMAC of the slug and the stored hash,
 * so changing or removing the password forgets every visitor at once (docs/decisions/029).
 */

const KEY_LENGTH = 32;
const COST = 16384;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N: COST, r: 8, p: 1 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** "scrypt$16384$salt$hash" (base64url parts). */
export async function hashWebsitePassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${COST}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function checkWebsitePassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || Number(cost) !== COST || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The unlock cookie's value for this site and its current password. */
export function unlockToken(secret: string, slug: string, passwordHash: string): string {
  return createHmac("sha256", secret).update(`wedding-website:${slug}:${passwordHash}`).digest("base64url");
}

export function isUnlocked(
  secret: string,
  slug: string,
  passwordHash: string,
  cookie: string | undefined,
): boolean {
  if (!cookie) return false;
  const expected = Buffer.from(unlockToken(secret, slug, passwordHash));
  const given = Buffer.from(cookie);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** One cookie name per site; its Path is /w/{slug}, so sites never see each other's. */
export const UNLOCK_COOKIE = "wsite_unlock";
