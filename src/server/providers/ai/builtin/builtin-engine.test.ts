import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AnyTool, EngineEvent, ToolIO } from "../types";
import { chunkReply, createBuiltinEngine } from "./builtin-engine";
import type { KnowledgeBase } from "./knowledge-base";

/** The engine's streaming contract with stand-in tools (the evaluation set runs it on a real database). */

const profile: ToolIO["couple_profile"]["output"] = {
  partner1Name: "Ava",
  partner2Name: "Noah",
  weddingDate: "2027-09-18",
  guestCount: 120,
  cityId: "cleveland",
  weddingStyle: "",
};

const lakeview: ToolIO["search_venues"]["output"]["results"][number] = {
  slug: "lakeview-glasshouse",
  name: "Lakeview Glasshouse",
  cityId: "cleveland",
  neighborhood: "Flats East Bank",
  capacitySeated: 130,
  priceFrom: 9250,
  styles: ["lakeside"],
  setting: "both",
};

function fakeTools(overrides: Partial<Record<string, (input: unknown) => Promise<unknown>>> = {}): AnyTool[] {
  const tool = (
    name: string,
    run: (input: unknown) => Promise<unknown>,
    kind: "read" | "write" = "read",
  ): AnyTool => ({
    name,
    description: name,
    input: z.any(),
    kind,
    run: overrides[name] ?? run,
    summarize: () => `ran ${name}`,
  });
  return [
    tool("couple_profile", () => Promise.resolve(profile)),
    tool("search_venues", () => Promise.resolve({ total: 1, results: [lakeview] })),
    tool(
      "save_venue",
      (input) =>
        Promise.resolve({
          action: {
            kind: "save_venue",
            venueSlug: (input as { venueSlug: string }).venueSlug,
            venueName: "Lakeview Glasshouse",
          },
        }),
      "write",
    ),
  ];
}

const noKnowledge: KnowledgeBase = { search: async () => [], byIds: async () => [] };
const request = (content: string, tools = fakeTools(), signal = new AbortController().signal) => ({
  system: "",
  messages: [{ role: "user" as const, content }],
  tools,
  signal,
});

async function collect(stream: AsyncIterable<EngineEvent>): Promise<EngineEvent[]> {
  const events: EngineEvent[] = [];
  for await (const e of stream) events.push(e);
  return events;
}

describe("builtin engine", () => {
  it("is named builtin", () => {
    expect(createBuiltinEngine({ knowledge: noKnowledge }).name).toBe("builtin");
  });

  it("reports tool calls first, streams the reply word by word, then done", async () => {
    const events = await collect(
      createBuiltinEngine({ knowledge: noKnowledge, chunkDelayMs: 0 }).stream(request("Hello!")),
    );
    expect(events[0]).toEqual({ type: "tool", name: "couple_profile", summary: "ran couple_profile" });
    expect(events.at(-1)).toEqual({ type: "done" });
    const deltas = events.filter((e) => e.type === "delta").map((e) => e.text);
    expect(deltas.length).toBeGreaterThan(20);
    for (const d of deltas) expect(d.trim().split(/\s+/).length).toBe(1);
    expect(deltas.join("")).toMatch(/^Hi Ava & Noah! I'm June/);
  });

  it('says "1,000+" when the venue search counted only that far, never the bare cap as a fact', async () => {
    const many = fakeTools({
      search_venues: async () => ({
        total: 1000,
        totalIsLowerBound: true,
        results: [lakeview],
      }),
    });
    const events = await collect(
      createBuiltinEngine({ knowledge: noKnowledge, chunkDelayMs: 0 }).stream(
        request("show me garden venues in Cleveland", many),
      ),
    );
    const reply = events.flatMap((e) => (e.type === "delta" ? [e.text] : [])).join("");
    expect(reply).toContain("I found **1,000+**");
    expect(reply).toContain("all 1,000+");
    expect(reply).not.toMatch(/\b1,?000\b(?!\+)/);
  });

  it("proposes a save as an action event and asks for confirmation", async () => {
    const events = await collect(
      createBuiltinEngine({ knowledge: noKnowledge, chunkDelayMs: 0 }).stream(
        request("Save Lakeview Glasshouse"),
      ),
    );
    expect(events.filter((e) => e.type === "action")).toEqual([
      {
        type: "action",
        action: { kind: "save_venue", venueSlug: "lakeview-glasshouse", venueName: "Lakeview Glasshouse" },
      },
    ]);
    const reply = events.flatMap((e) => (e.type === "delta" ? [e.text] : [])).join("");
    expect(reply).toMatch(/Please confirm below — nothing is saved until you do/);
  });

  it("stops at once when aborted mid-reply, without done", async () => {
    const controller = new AbortController();
    const events: EngineEvent[] = [];
    for await (const e of createBuiltinEngine({ knowledge: noKnowledge, chunkDelayMs: 5 }).stream(
      request("What can you do?", fakeTools(), controller.signal),
    )) {
      events.push(e);
      if (events.filter((x) => x.type === "delta").length === 3) controller.abort();
    }
    expect(events.filter((e) => e.type === "delta")).toHaveLength(3);
    expect(events.some((e) => e.type === "done")).toBe(false);
  });

  it("yields nothing for a request aborted before it starts", async () => {
    const controller = new AbortController();
    controller.abort();
    expect(
      await collect(
        createBuiltinEngine({ knowledge: noKnowledge }).stream(request("Hi", fakeTools(), controller.signal)),
      ),
    ).toEqual([]);
  });

  it("throws when a tool fails, so the caller shows the failure message", async () => {
    const tools = fakeTools({ couple_profile: () => Promise.reject(new Error("database down")) });
    await expect(
      collect(createBuiltinEngine({ knowledge: noKnowledge, chunkDelayMs: 0 }).stream(request("Hi", tools))),
    ).rejects.toThrow("database down");
  });

  it("still answers when a tool is missing", async () => {
    const events = await collect(
      createBuiltinEngine({ knowledge: noKnowledge, chunkDelayMs: 0 }).stream(request("Hi", [])),
    );
    const reply = events.flatMap((e) => (e.type === "delta" ? [e.text] : [])).join("");
    expect(reply).toMatch(/^Hi there! I'm June/);
  });

  it("chunks keep the exact text", () => {
    const text = "Hello  **there**\n\n- one\n- two ";
    expect(chunkReply(text).join("")).toBe(text);
    expect(chunkReply("")).toEqual([]);
  });
});
