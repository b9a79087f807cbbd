import { readFileSync } from "node:fs";
import { it } from "vitest";
import { localToday } from "@shared/rules/wedding-countdown";
import { budgetCategories, weddingBudgets } from "../../../../db/schema/budgets";
import { coupleProfiles } from "../../../../db/schema/profiles";
import { savedVenues } from "../../../../db/schema/saved-venues";
import { venues } from "../../../../db/schema/marketplace";
import { insertGuests } from "../../../../testing/guest-rows";
import { coupleToolsFor, knowledgeFor } from "../../../../testing/june-ports";
import { createTestApp } from "../../../../testing/test-app";
import { inArray } from "drizzle-orm";
import type { ChatTurn } from "../../types";
import { addDays } from "../answers/context";
import { createBuiltinEngine } from "../builtin-engine";
it("probe", async () => {
  const t = await createTestApp();
  const { id } = await t.insertUser({ name: "P" });
  await t.db.insert(coupleProfiles).values({ id, partner1Name: "Ava", partner2Name: "Noah", weddingDate: addDays(localToday(), 300), guestCount: 120, cityId: "cleveland" });
  await t.db.insert(weddingBudgets).values({ userId: id, totalBudget: 35000, totalCents: 3500000, categoryAllocations: { Venue: 15000, Photography: 4000, Flowers: 2500 } });
  await t.db.insert(budgetCategories).values([["Venue", 15000], ["Photography", 4000], ["Flowers", 2500]].map(([name, a], position) => ({ coupleId: id, name: name as string, position, allocatedCents: (a as number) * 100 })));
  await insertGuests(t.db, [{ coupleId: id, name: "A B", rsvpStatus: "attending" }, { coupleId: id, name: "C D", rsvpStatus: "pending" }]);
  const vs = await t.db.select({ id: venues.id }).from(venues).where(inArray(venues.slug, ["lakeview-glasshouse", "bramblewood-farmstead"]));
  await t.db.insert(savedVenues).values(vs.map((v) => ({ userId: id, venueId: v.id })));
  const probes = JSON.parse(readFileSync("/tmp/probe16.json", "utf8")) as (string | ChatTurn[])[];
  const engine = createBuiltinEngine({ knowledge: knowledgeFor(t.db), chunkDelayMs: 0 });
  const out: string[] = [];
  for (const p of probes) {
    const messages: ChatTurn[] = typeof p === "string" ? [{ role: "user", content: p }] : p;
    let reply = ""; const acts: string[] = []; const tools: string[] = [];
    for await (const e of engine.stream({ system: "", messages, tools: coupleToolsFor(t.db, id), signal: new AbortController().signal })) {
      if (e.type === "delta") reply += e.text; if (e.type === "action") acts.push(JSON.stringify(e.action)); if (e.type === "tool") tools.push(e.name);
    }
    out.push(`### ${messages.at(-1)!.content}\n[${tools.join(",")}] ${acts.join(" ")}\n${reply}\n`);
  }
  console.log(out.join("\n"));
  await t.close();
}, 200000);
