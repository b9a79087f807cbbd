import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error("loadConfig accepted an environment it should refuse");
}

describe("loadConfig", () => {
  it("applies the documented defaults to an empty environment", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe("./data");
    expect(c.AI_PROVIDER).toBe("builtin");
    expect(c.NODE_ENV).toBe("development");
    expect(c.OPERATOR_EMAIL).toBe("hello@wedding.local");
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.SEED_DEMO).toBe(true);
  });

  it("prefixes Redis keys with wedding: unless REDIS_PREFIX names another, and refuses a prefix with spaces", () => {
    expect(loadConfig({}).REDIS_PREFIX).toBe("wedding:");
    expect(loadConfig({ REDIS_PREFIX: "" }).REDIS_PREFIX).toBe("wedding:");
    expect(loadConfig({ REDIS_PREFIX: "staging:june:" }).REDIS_PREFIX).toBe("staging:june:");
    expect(configError({ REDIS_PREFIX: "two words" }).message).toBe(
      "Invalid configuration — REDIS_PREFIX: use 1–64 letters, digits, or _ : . -",
    );
  });

  it("seeds the demo accounts by default except in production, where they must be asked for", () => {
    const production = {
      NODE_ENV: "production",
      AUTH_SECRET: "s".repeat(40),
      SMTP_URL: "smtp://mail.example:25",
    };
    expect(loadConfig({ NODE_ENV: "development" }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).SEED_DEMO).toBe(true);
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: "" }).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
    expect(configError({ SEED_DEMO: "yes" }).message).toMatch(/^Invalid configuration — SEED_DEMO: /);
  });

  it("stores uploads locally unless S3_BUCKET is set, and then requires the S3 credentials", () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    expect(configError({ S3_BUCKET: "uploads" }).message).toBe(
      "Invalid configuration — S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID is required when S3_BUCKET is set; S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set",
    );
    const c = loadConfig({
      S3_BUCKET: "uploads",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(c).toMatchObject({ S3_BUCKET: "uploads", S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: true });
  });

  it("derives the public URL from PORT and drops a trailing slash from PUBLIC_URL", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://wedding.example/" }).publicUrl).toBe("https://wedding.example");
  });

  it("opens at most 4 PostgreSQL sessions unless DATABASE_POOL_SIZE says otherwise, and never fewer than 2", () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(4);
    expect(loadConfig({ DATABASE_POOL_SIZE: "16" }).DATABASE_POOL_SIZE).toBe(16);
    expect(configError({ DATABASE_POOL_SIZE: "1" }).message).toContain("DATABASE_POOL_SIZE");
    expect(configError({ DATABASE_POOL_SIZE: "many" }).message).toContain("DATABASE_POOL_SIZE");
  });

  it("refuses a non-numeric PORT with one line naming PORT", () => {
    const err = configError({ PORT: "abc" });
    expect(err.message).toMatch(/\bPORT\b/);
    expect(err.message).not.toContain("\n");
  });

  it("refuses production without AUTH_SECRET, naming AUTH_SECRET", () => {
    const err = configError({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example:25" });
    expect(err.message).toContain("AUTH_SECRET");
    expect(err.message).not.toContain("SMTP_URL");
    expect(err.message).not.toContain("\n");
  });

  it("refuses production without SMTP_URL, naming SMTP_URL", () => {
    const err = configError({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) });
    expect(err.message).toContain("SMTP_URL");
    expect(err.message).not.toContain("AUTH_SECRET");
    expect(err.message).not.toContain("\n");
  });

  it("accepts production with AUTH_SECRET and SMTP_URL, and uses that secret", () => {
    const c = loadConfig({
      NODE_ENV: "production",
      AUTH_SECRET: "s".repeat(40),
      SMTP_URL: "smtp://mail.example:25",
    });
    expect(c.authSecret).toBe("s".repeat(40));
    expect(c.SMTP_URL).toBe("smtp://mail.example:25");
  });

  it("refuses a short AUTH_SECRET", () => {
    expect(configError({ AUTH_SECRET: "short" }).message).toContain("AUTH_SECRET");
  });

  it("refuses AI_PROVIDER=openai without AI_BASE_URL, naming AI_BASE_URL", () => {
    const err = configError({ AI_PROVIDER: "openai" });
    expect(err.message).toContain("AI_BASE_URL");
    expect(err.message).not.toContain("\n");
    expect(loadConfig({ AI_PROVIDER: "openai", AI_BASE_URL: "http://127.0.0.1:9999/v1" }).AI_PROVIDER).toBe(
      "openai",
    );
  });

  it("refuses an unknown AI_PROVIDER", () => {
    expect(configError({ AI_PROVIDER: "magic" }).message).toContain("AI_PROVIDER");
  });

  it("treats an empty DATABASE_URL (and SMTP_URL) as unset", () => {
    const c = loadConfig({ DATABASE_URL: "", SMTP_URL: "  " });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
  });

  it("refuses a DATABASE_URL that is not a URL", () => {
    expect(configError({ DATABASE_URL: "not a url" }).message).toContain("DATABASE_URL");
  });
});
