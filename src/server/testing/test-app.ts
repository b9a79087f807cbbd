import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp, type App, type BuildOptions } from "../app";
import { loadConfig, type Config } from "../config";
import type { Db } from "../db/client";
import { account, user } from "../db/schema/auth";
import type { UserKind } from "@shared/catalog";
import { openTestDatabase, type TestDatabase } from "./test-database";

export type Response = LightMyRequestResponse;
export type Mail = { to: string; subject: string; text: string; html: string; createdAt: string };

/** Test-wide defaults; a test overrides only what it is about. */
export const testEnv = {
  NODE_ENV: "test",
  DATA_DIR: "memory://",
  LOG_LEVEL: "silent",
  SEED_DEMO: "true",
  PUBLIC_URL: "http://localhost:3000",
} as const;

export const TEST_PASSWORD = "orchid-lantern-42";

let emailCounter = 0;
/** An address no other test uses (better-auth lower-cases emails; keep them lower-case). */
export function uniqueEmail(prefix = "user"): string {
  emailCounter += 1;
  return `${prefix}-${emailCounter}-${randomBytes(3).toString("hex")}@example.test`;
}

let addressCounter = 0;
/** A fresh client IP, so rate-limit buckets never leak between tests (app.inject's remoteAddress sets req.ip). */
export function uniqueAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Collects set-cookie answers and sends them back, like a browser would (deletions included). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(res: Response) {
    const raw = res.headers["set-cookie"];
    for (const line of raw === undefined ? [] : [raw].flat()) {
      const [pair = "", ...attrs] = String(line).split(";");
      const eq = pair.indexOf("=");
      if (eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k = "", v = ""] = a.trim().split("=");
        if (k.toLowerCase() === "max-age") return Number(v) <= 0;
        if (k.toLowerCase() === "expires") return Date.parse(v) <= Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

type RequestOptions = { headers?: Record<string, string>; body?: unknown };

/** One browser: its own cookie jar and IP address. Sends the trusted Origin better-auth wants on POSTs. */
export class Client {
  readonly jar = new CookieJar();

  constructor(
    private readonly app: FastifyInstance,
    readonly origin: string,
    readonly ip: string = uniqueAddress(),
  ) {}

  async request(method: InjectOptions["method"], url: string, opts: RequestOptions = {}): Promise<Response> {
    const cookie = this.jar.header();
    const headers: Record<string, string> = {
      origin: this.origin,
      ...(cookie ? { cookie } : {}),
      ...opts.headers,
    };
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers,
      ...(opts.body === undefined ? {} : { payload: opts.body as InjectOptions["payload"] }),
    });
    this.jar.store(res);
    return res;
  }

  get(url: string, opts?: RequestOptions) {
    return this.request("GET", url, opts);
  }
  post(url: string, body: unknown = {}, opts?: RequestOptions) {
    return this.request("POST", url, { ...opts, body });
  }
  put(url: string, body: unknown, opts?: RequestOptions) {
    return this.request("PUT", url, { ...opts, body });
  }
}

export type SignUpInput = { email: string; password?: string; kind?: string; name?: string } & Record<
  string,
  unknown
>;

export type TestApp = App & {
  config: Config;
  db: Db;
  /** The file's database; pass it as `database` to a second app in the same file. */
  testDatabase: TestDatabase;
  /** Closes the app, and the database when this app opened it. */
  close: () => Promise<void>;
  client: (ip?: string) => Client;
  signUp: (input: SignUpInput, client?: Client) => Promise<Response>;
  signIn: (email: string, password?: string, client?: Client) => Promise<{ client: Client; res: Response }>;
  mailbox: () => Promise<Mail[]>;
  latestMail: (to: string, opts?: { subject?: string; timeoutMs?: number }) => Promise<Mail>;
  verifyFromMailbox: (email: string) => Promise<Response>;
  /** Sign-up, verify through the mailbox, sign in: a ready session of the given kind. */
  createUser: (opts?: UserOptions) => Promise<SignedInUser>;
  /** A verified user written straight to the database (no sign-up round trip, the password hash is reused). */
  insertUser: (opts?: UserOptions) => Promise<{ id: string; email: string; password: string }>;
  /** insertUser + sign-in through the API: the cheap way to a session when sign-up is not what a test is about. */
  quickUser: (opts?: UserOptions) => Promise<SignedInUser & { id: string }>;
};

export type UserOptions = { kind?: UserKind; name?: string; email?: string; password?: string };
export type SignedInUser = { client: Client; email: string; password: string };

// Hashing (scrypt) is the slow part of making users; tests reuse one hash per password.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

export type TestAppOptions = {
  /** Share another app's database (one database per test file). */
  database?: TestDatabase;
  clientDir?: string;
  /** Job runner timings (a short retry backoff for mail-outbox tests). */
  jobs?: BuildOptions["jobs"];
};

/** A public GET from a fresh address (no rate limit shared between calls) that must answer 200: its JSON. */
export async function getJson<T>(app: FastifyInstance, url: string): Promise<T> {
  const res = await app.inject({ method: "GET", url, remoteAddress: uniqueAddress() });
  if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json<T>();
}

/** The first http(s) URL in a mail's text. */
export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in mail:\n${text}`);
  return match[0];
}

/** The path and query of a link, to inject into the app whatever origin PUBLIC_URL gave it. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function createTestApp(
  overrides: Record<string, string> = {},
  opts: TestAppOptions = {},
): Promise<TestApp> {
  const config = loadConfig({ ...testEnv, ...overrides });
  const ownsDatabase = !opts.database;
  // The demo-seeded template when buildApp would seed the same (demo data and admin): it re-seeds idempotently.
  const demoSeeded = config.SEED_DEMO && config.NODE_ENV !== "production";
  const testDb = opts.database ?? (await openTestDatabase({ demoSeeded }));
  let built: App;
  try {
    built = await buildApp({
      config,
      database: testDb.database,
      logger: false,
      clientDir: opts.clientDir ?? "/nonexistent",
      ...(opts.jobs ? { jobs: opts.jobs } : {}),
    });
  } catch (err) {
    if (ownsDatabase) await testDb.close();
    throw err;
  }
  const { app } = built;
  const origin = config.publicUrl;
  const client = (ip?: string) => new Client(app, origin, ip);

  async function mailbox(): Promise<Mail[]> {
    const res = await app.inject({ method: "GET", url: "/api/dev/mailbox", remoteAddress: "127.0.0.1" });
    if (res.statusCode !== 200) throw new Error(`mailbox answered ${res.statusCode}: ${res.body}`);
    return res.json<Mail[]>();
  }

  // Mail leaves in the background (auth.ts), so a mail may land a moment after the response.
  async function latestMail(to: string, o: { subject?: string; timeoutMs?: number } = {}): Promise<Mail> {
    const deadline = Date.now() + (o.timeoutMs ?? 10_000);
    for (;;) {
      const found = (await mailbox()).find((m) => m.to === to && (!o.subject || m.subject === o.subject));
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no mail to ${to}${o.subject ? ` with subject "${o.subject}"` : ""}`);
      await sleep(25);
    }
  }

  async function signUp(input: SignUpInput, c: Client = client()): Promise<Response> {
    const { password = TEST_PASSWORD, kind = "couple", name = "Test User", ...rest } = input;
    return c.post("/api/auth/sign-up/email", { name, password, kind, ...rest });
  }

  async function signIn(email: string, password = TEST_PASSWORD, c: Client = client()) {
    const res = await c.post("/api/auth/sign-in/email", { email, password });
    return { client: c, res };
  }

  async function verifyFromMailbox(email: string): Promise<Response> {
    const mail = await latestMail(email, { subject: "Confirm your email" });
    return app.inject({ method: "GET", url: pathOf(linkIn(mail.text)), remoteAddress: uniqueAddress() });
  }

  async function createUser(o: UserOptions = {}): Promise<SignedInUser> {
    const email = o.email ?? uniqueEmail(o.kind ?? "couple");
    const password = o.password ?? TEST_PASSWORD;
    const up = await signUp({ email, password, kind: o.kind ?? "couple", name: o.name ?? "Test User" });
    if (up.statusCode !== 200) throw new Error(`sign-up answered ${up.statusCode}: ${up.body}`);
    const verified = await verifyFromMailbox(email);
    if (verified.statusCode >= 400)
      throw new Error(`verification answered ${verified.statusCode}: ${verified.body}`);
    const { client: c, res } = await signIn(email, password);
    if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
    return { client: c, email, password };
  }

  async function insertUser(o: UserOptions = {}) {
    const id = randomUUID();
    const email = o.email ?? uniqueEmail(o.kind ?? "couple");
    const password = o.password ?? TEST_PASSWORD;
    const passwordHash = await hashOf(password);
    await testDb.database.db.transaction(async (tx) => {
      await tx
        .insert(user)
        .values({ id, name: o.name ?? "Test User", email, emailVerified: true, kind: o.kind ?? "couple" });
      await tx.insert(account).values({
        id: `${id}-credential`,
        accountId: id,
        providerId: "credential",
        userId: id,
        password: passwordHash,
      });
    });
    return { id, email, password };
  }

  async function quickUser(o: UserOptions = {}) {
    const created = await insertUser(o);
    const { client: c, res } = await signIn(created.email, created.password);
    if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
    return { ...created, client: c };
  }

  return {
    ...built,
    config,
    db: testDb.database.db,
    testDatabase: testDb,
    async close() {
      await app.close();
      if (ownsDatabase) await testDb.close();
    },
    client,
    signUp,
    signIn,
    mailbox,
    latestMail,
    verifyFromMailbox,
    createUser,
    insertUser,
    quickUser,
  };
}
