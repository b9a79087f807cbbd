import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isForeignKeyViolation, isUniqueViolation, pgErrorCode } from "./pg-errors";

/** The error a statement throws, or a failed test if it threw nothing. */
async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error("the statement did not fail");
}

describe("PostgreSQL error codes from PGlite (through drizzle)", () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;
  beforeAll(async () => {
    client = new PGlite();
    db = drizzle(client);
    await db.execute(sql`CREATE TABLE parent (id int PRIMARY KEY)`);
    await db.execute(
      sql`CREATE TABLE child (id int, parent_id int REFERENCES parent(id), CONSTRAINT child_id_unique UNIQUE (id))`,
    );
    await db.execute(sql`INSERT INTO parent VALUES (1)`);
    await db.execute(sql`INSERT INTO child VALUES (1, 1)`);
  });
  afterAll(async () => {
    await client?.close();
  });

  it("reads a unique violation wrapped by drizzle, by code and by constraint name", async () => {
    const err = await failureOf(() => db.execute(sql`INSERT INTO child VALUES (1, 1)`));
    expect(pgErrorCode(err)).toBe("23505");
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(err, "child_id_unique")).toBe(true);
    expect(isUniqueViolation(err, "parent_pkey")).toBe(false);
    expect(isForeignKeyViolation(err)).toBe(false);
  });

  it("reads PGlite's own error, unwrapped", async () => {
    const err = await failureOf(() => client.query("INSERT INTO parent VALUES (1)"));
    expect(pgErrorCode(err)).toBe("23505");
    expect(isUniqueViolation(err, "parent_pkey")).toBe(true);
  });

  it("reads a foreign key violation", async () => {
    const err = await failureOf(() => db.execute(sql`INSERT INTO child VALUES (2, 99)`));
    expect(pgErrorCode(err)).toBe("23503");
    expect(isForeignKeyViolation(err)).toBe(true);
    expect(isUniqueViolation(err)).toBe(false);
  });
});

describe("PostgreSQL error codes from node-postgres", () => {
  /** The error node-postgres throws: pg-protocol's DatabaseError with the server's fields copied on. */
  function nodePostgresError(fields: { code: string; constraint?: string }, message: string) {
    const err = new pg.DatabaseError(message, message.length, "error");
    err.code = fields.code;
    err.constraint = fields.constraint;
    return err;
  }
  /** How drizzle's node-postgres session rethrows it (DrizzleQueryError with the driver's error as cause). */
  const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: insert …"), { cause });

  it("reads a unique violation on the error or under drizzle's wrapper", () => {
    const raw = nodePostgresError(
      { code: "23505", constraint: "vendors_slug_unique" },
      'duplicate key value violates unique constraint "vendors_slug_unique"',
    );
    for (const err of [raw, wrapped(raw)]) {
      expect(pgErrorCode(err)).toBe("23505");
      expect(isUniqueViolation(err)).toBe(true);
      expect(isUniqueViolation(err, "vendors_slug_unique")).toBe(true);
      expect(isUniqueViolation(err, "venues_slug_unique")).toBe(false);
    }
  });

  it("falls back to the constraint's name in the message when the field is missing", () => {
    const err = nodePostgresError(
      { code: "23505" },
      'duplicate key value violates unique constraint "vendors_slug_unique"',
    );
    expect(isUniqueViolation(err, "vendors_slug_unique")).toBe(true);
    expect(isUniqueViolation(err, "vendors_slug")).toBe(false);
  });

  it("answers undefined and false for errors that are not PostgreSQL's", () => {
    const notPg = [
      new Error("boom"),
      Object.assign(new Error("no such file"), { code: "ENOENT" }),
      wrapped(Object.assign(new Error("refused"), { code: "ECONNREFUSED" })),
      null,
      undefined,
      "23505",
    ];
    for (const err of notPg) {
      expect(pgErrorCode(err)).toBeUndefined();
      expect(isUniqueViolation(err)).toBe(false);
    }
  });

  it("stops on a cycle of causes", () => {
    const a: { cause?: unknown } = {};
    a.cause = a;
    expect(pgErrorCode(a)).toBeUndefined();
  });
});
