import { hashPassword } from "better-auth/crypto";
import type { Db } from "../client";
import { seed } from "./seed";

/** Run at every start: cheap when already seeded (upserts of 16 reference rows, a lookup per demo account). */
export async function seedIfEmpty(db: Db, opts: { demo: boolean; demoAdmin: boolean }) {
  await seed(db, { demo: opts.demo, demoAdmin: opts.demoAdmin, hashPassword });
}
