import { isIP } from "node:net";
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === "" ? undefined : v));
/** `a.b.c.d`, `a.b.c.d/n`, an IPv6 address, `v6/n` or a named range: what Fastify's trustProxy (proxy-addr) accepts. */
function isAddressOrCidr(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true; // proxy-addr's named ranges
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxy may set X-Forwarded-For (decision 020): off by default, so a client that reaches the app
 * directly cannot pick its own IP and escape per-IP rate limits. `true` trusts any hop (only behind a
 * proxy that overwrites the header), a number the n closest hops, a list those addresses/CIDRs.
 */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): boolean | number | string[] => {
    if (v === undefined || v === "" || v === "false") return false;
    if (v === "true") return true;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(",").map((e) => e.trim());
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `use true, a hop count or addresses/CIDRs separated by commas (not ${bad.join(", ")})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default("./data"),
    /** The built client to serve (default dist/client); parallel e2e runs each build their own. */
    CLIENT_DIR: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    DATABASE_URL: optionalUrl,
    /**
     * PostgreSQL sessions this process opens at most (decision 069): one for capped counts, the rest for
     * everything else. Twice the database server's cores, PostgreSQL's usual advice; each session maps the
     * shared buffers it reads for itself: on a 2-core machine a burst of new searches had a p99 of 2.5–4.2 s
     * with 14 sessions and 45–173 ms with 4.
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(4),
    REDIS_URL: optionalUrl,
    /**
     * Prepended to every Redis key and pub/sub channel this app uses (issue #13, decision 032), so
     * several deployments — or parallel test runs — can share one Redis without hearing each other.
     */
    REDIS_PREFIX: z
      .string()
      .optional()
      .transform((v) => v || "wedding:")
      .pipe(z.string().regex(/^[\w:.-]{1,64}$/, "use 1–64 letters, digits, or _ : . -")),
    SMTP_URL: optionalUrl,
    /** S3-compatible object storage for uploads (set S3_BUCKET to use it; otherwise DATA_DIR/uploads). */
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    MAIL_FROM: z.string().min(3).default("June & Grace <hello@wedding.local>"),
    OPERATOR_EMAIL: z.email().default("hello@wedding.local"),
    AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
    AI_PROVIDER: z.enum(["builtin", "openai"]).default("builtin"),
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
    /**
     * The in-memory listing cache (issue #21, docs/decisions/047): "off" makes every public listing answer
     * take the slow path (database + serialisation), which is how the benchmark measures the cold path.
     */
    LISTING_CACHE: z.enum(["on", "off"]).default("on"),
    /**
     * Grace's voice (issue #17; docs/decisions/043): an OpenAI-compatible audio endpoint (`…/v1`) for speech
     * to text where the browser has none, and for her spoken replies. Unset: the browser's own speech APIs.
     */
    AI_AUDIO_BASE_URL: optionalUrl,
    /** Defaults to AI_API_KEY. */
    AI_AUDIO_API_KEY: z.string().optional(),
    AI_TRANSCRIBE_MODEL: z.string().min(1).default("whisper-1"),
    AI_SPEECH_MODEL: z.string().min(1).default("tts-1"),
    AI_SPEECH_VOICE: z.string().min(1).default("nova"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Requests per minute per IP on auth endpoints; lower it in tests that prove the limit. */
    RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(20),
    RATE_LIMIT_WRITE_PER_MINUTE: z.coerce.number().int().positive().default(60),
    /**
     * Live-channel connections (`GET /api/live`) per minute per IP: every tab opens one and reconnects
     * after a drop, and a venue's or family's shared address holds many tabs; it bounds reconnect storms.
     */
    RATE_LIMIT_LIVE_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** Unknown or revoked run-sheet links one address may try per 15 minutes before look-ups answer 429 (issue #15). */
    RATE_LIMIT_LINK_MISSES_PER_15_MIN: z.coerce.number().int().positive().default(10),
    /** Messages a couple may send June per minute (one reply streams at a time regardless). */
    RATE_LIMIT_JUNE_PER_MINUTE: z.coerce.number().int().positive().default(8),
    /** Exports of all of an account's data (`GET /api/account/export`, issue #17) per hour per IP. */
    RATE_LIMIT_EXPORT_PER_HOUR: z.coerce.number().int().positive().default(5),
    /** Test mails (/email-test) per hour per IP: each goes straight to the SMTP server (issue #17). */
    RATE_LIMIT_TEST_MAIL_PER_HOUR: z.coerce.number().int().positive().default(20),
    /** Messages (and voice recordings) one address may send Grace per minute; she answers signed-out visitors too. */
    RATE_LIMIT_GRACE_PER_MINUTE: z.coerce.number().int().positive().default(10),
    /** Help tickets one address may open per hour (a flood answers 429). */
    RATE_LIMIT_HELP_TICKETS_PER_HOUR: z.coerce.number().int().positive().default(5),
    TRUST_PROXY: trustProxySchema,
    /**
     * Offline mail for conversations (issue #13; docs/decisions/034): a message unread this long after it
     * was sent goes into the next digest, which runs this often.
     */
    CHAT_DIGEST_DELAY_MS: z.coerce.number().int().min(0).default(120_000),
    CHAT_DIGEST_EVERY_MS: z.coerce.number().int().min(1000).default(60_000),
    /** How often the budget's payment reminders run (issue #14; docs/decisions/037). */
    BUDGET_REMINDERS_EVERY_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(15 * 60_000),
    /** Demo accounts with published passwords: on by default, except in production (see the transform). */
    SEED_DEMO: z
      .string()
      .optional()
      .transform((v) => (v === "" ? undefined : v))
      .pipe(z.enum(["true", "false"]).optional()),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "AUTH_SECRET is required in production",
      });
    }
    if (env.NODE_ENV === "production" && !env.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "SMTP_URL is required in production (the built-in mailbox is for development only)",
      });
    }
    if (env.S3_BUCKET) {
      for (const key of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: `${key} is required when S3_BUCKET is set` });
    }
    if (env.AI_PROVIDER === "openai" && !env.AI_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_BASE_URL"],
        message: "AI_BASE_URL is required when AI_PROVIDER=openai",
      });
    }
  })
  .transform((env) => ({
    ...env,
    // A production site never gets the demo accounts (their passwords are in the README) unless asked.
    SEED_DEMO: env.SEED_DEMO === undefined ? env.NODE_ENV !== "production" : env.SEED_DEMO === "true",
  }));

export type Config = z.infer<typeof envSchema> & {
  publicUrl: string;
  authSecret: string;
  /** Origins whose pages may send state-changing requests: the site itself, and Vite's dev server outside production. */
  trustedOrigins: string[];
};

// `npm run dev:client` serves the SPA here and proxies /api (vite.config.ts).
const VITE_DEV_ORIGINS = ["http://localhost:5173", "http://127.0.0.1:5173"];

export class ConfigError extends Error {}

// Development-only secret so `npm start` works with no configuration; production refuses to start without one.
const DEV_AUTH_SECRET = "dev-only-secret-not-for-production-use-0123456789";

/** Parses the environment. A bad value throws ConfigError with one readable line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const line = parsed.error.issues
      .map((i) => `${i.path.join(".") || "environment"}: ${i.message}`)
      .join("; ");
    throw new ConfigError(`Invalid configuration — ${line}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, "");
  return {
    ...c,
    publicUrl,
    authSecret: c.AUTH_SECRET ?? DEV_AUTH_SECRET,
    trustedOrigins: trustedOriginsOf(publicUrl, c.NODE_ENV),
  };
}

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The site's own origin; outside production also Vite's dev server and every loopback spelling of the
 * site's port (issue #18: opening `127.0.0.1:3000` while PUBLIC_URL says `localhost:3000` must not make
 * sign-up fail with "Invalid origin"). Production trusts exactly PUBLIC_URL.
 */
function trustedOriginsOf(publicUrl: string, nodeEnv: Config["NODE_ENV"]): string[] {
  const site = new URL(publicUrl);
  if (nodeEnv === "production") return [site.origin];
  const loopback = LOOPBACK_HOSTS.includes(site.hostname)
    ? LOOPBACK_HOSTS.map((host) => `${site.protocol}//${host}${site.port ? `:${site.port}` : ""}`)
    : [];
  return [...new Set([site.origin, ...loopback, ...VITE_DEV_ORIGINS])];
}
