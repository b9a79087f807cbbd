import { describe, expect, it } from "vitest";
import { scoreIntents, understand, type IntentName } from "./intents";

const intentOf = (text: string, previous: string[] = []) => understand(text, previous).intent;

describe("intent scoring", () => {
  const cases: [string, IntentName | "unknown"][] = [
    ["Hi!", "greeting"],
    ["good morning June", "greeting"],
    ["What can you do?", "help"],
    ["thank you so much", "thanks"],
    ["What should we do next?", "next_steps"],
    ["Are we on track?", "next_steps"],
    ["How many days until our wedding?", "days_left"],
    ["when is our wedding again", "days_left"],
    ["How much budget do we have left?", "budget"],
    ["Where is our money going?", "budget"],
    ["How much should we spend on flowers?", "budget"],
    ["How many guests have RSVP'd?", "guests"],
    ["Find barn venues for 150 guests", "find_venues"],
    ["I'd love a rooftop in Nashville", "find_venues"],
    ["Find a photographer in Columbus", "find_vendors"],
    ["we need a DJ", "find_vendors"],
    ["Which venues have we saved?", "saved_venues"],
    ["Save Lakeview Glasshouse", "save_venue"],
    ["add Hollister House to our saved venues", "save_venue"],
    ["When should we send invitations?", "explain"],
    ["What questions should I ask a photographer?", "explain"],
    ["When should we book a florist?", "explain"],
    ["How do we cut our guest list?", "explain"],
    ["Is it rude to skip plus-ones?", "explain"],
    // Guest list (issue #12): per event, meals, who hasn't answered, adding.
    ["How many are coming to the rehearsal dinner?", "guests"],
    ["how many chicken vs fish?", "guests"],
    ["Who hasn't answered?", "guests"],
    ["meal counts please", "guests"],
    ["add my aunt Maria Lopez", "add_guest"],
    ["Add Chris and Sam Lee", "add_guest"],
    ["put Tom Baker and a plus one on the list", "add_guest"],
    ["add the Okafor family (4 people)", "add_guest"],
    ["add Tom to our list", "add_guest"],
    ["add my friend to the guest list", "add_guest"],
    ["add Twin Maples Wine Estate to our saved venues", "save_venue"],
    ["Should we invite kids?", "explain"],
    ["Can you write Python code to sort a list?", "unknown"],
    ["Who won the Super Bowl?", "unknown"],
    ["purple monkey dishwasher", "unknown"],
  ];
  it.each(cases)("%s → %s", (text, intent) => {
    expect(intentOf(text)).toBe(intent);
  });

  it("ranks every intent, best first", () => {
    const scores = scoreIntents("Find barn venues for 150 guests");
    expect(scores[0]!.intent).toBe("find_venues");
    expect(scores.map((s) => s.score)).toEqual([...scores.map((s) => s.score)].sort((a, b) => b - a));
  });
});

describe("follow-ups", () => {
  it("a short follow-up refines the earlier venue search", () => {
    const u = understand("what about in Columbus?", ["Find barn venues for 150 guests"]);
    expect(u).toMatchObject({
      intent: "find_venues",
      followUp: true,
      entities: { city: "columbus", style: "barn", guests: 150 },
    });
  });

  it("a new category switches a vendor search and keeps the city", () => {
    const u = understand("what about florists?", ["Find a photographer in Columbus"]);
    expect(u).toMatchObject({ intent: "find_vendors", entities: { city: "columbus", category: "florists" } });
  });

  it("a category after a venue search becomes a vendor search in the same city", () => {
    const u = understand("and photographers?", ["Show me garden venues in Nashville"]);
    expect(u.intent).toBe("find_vendors");
    expect(u.entities).toEqual({ city: "nashville", category: "photographers" });
  });

  it("a follow-up to a planning question looks the new place up", () => {
    const u = understand("what about Cleveland?", ["What's the weather like in Nashville in May?"]);
    expect(u.intent).toBe("explain");
    expect(u.topic).toMatch(/weather/);
    expect(u.topic).not.toMatch(/Nashville/);
  });

  it("a complete new request is not a follow-up", () => {
    expect(understand("How many days until our wedding?", ["Find barn venues"]).followUp).toBe(false);
  });
});
