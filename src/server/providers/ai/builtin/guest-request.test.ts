import { describe, expect, it } from "vitest";
import { missingNames, parseGuestRequest, type GuestRequest } from "./guest-request";

const names = (text: string) => parseGuestRequest(text)?.people.map((p) => p.name);
const parsed = (text: string) => parseGuestRequest(text)!;

describe("parseGuestRequest: who", () => {
  it.each<[string, string[]]>([
    ["add my aunt Maria Lopez", ["Maria Lopez"]],
    ["Add Chris and Sam Lee", ["Chris Lee", "Sam Lee"]],
    ["add Chris Lee and Sam Lee", ["Chris Lee", "Sam Lee"]],
    ["add Chris Lee & Sam Park to the guest list", ["Chris Lee", "Sam Park"]],
    ["put Tom Baker and a plus one on the list", ["Tom Baker"]],
    ["can you add my cousin Rob Diaz to the guest list?", ["Rob Diaz"]],
    ["please add jen and mark o'brien", ["Jen O'Brien", "Mark O'Brien"]],
    ["add anne-marie mcdonald", ["Anne-Marie McDonald"]],
    ["add Dr. Emily Chen", ["Dr. Emily Chen"]],
    ["June, could you add Priya Shah, Dev Shah and Asha Shah", ["Priya Shah", "Dev Shah", "Asha Shah"]],
    ["invite my best friend Jess Park to the rehearsal dinner", ["Jess Park"]],
    ["add the Okafor family: Ada, Chidi and Emeka", ["Ada Okafor", "Chidi Okafor", "Emeka Okafor"]],
    ["add my daughter Emma", ["Emma"]],
    ["ok add my mom Linda Gray and my dad Peter Gray", ["Linda Gray", "Peter Gray"]],
    ["add Rob", ["Rob"]],
    ["Put Uncle Dave Miller on the list with a plus one.", ["Dave Miller"]],
    ["add “Chris Lee”", ["Chris Lee"]],
    ["add Tom Baker (tom@example.com)", ["Tom Baker"]],
    ["add José Núñez", ["José Núñez"]],
  ])("%s → %j", (text, want) => {
    expect(names(text)).toEqual(want);
  });

  it("keeps the capitals the couple typed, and fixes all-lower-case names", () => {
    expect(names("add DeShawn McKenzie")).toEqual(["DeShawn McKenzie"]);
    expect(names("add maria lopez")).toEqual(["Maria Lopez"]);
  });

  it("reads relations as guest types, and nothing else as facts", () => {
    expect(parsed("add my aunt Maria Lopez").people).toEqual([{ name: "Maria Lopez", guestType: "family" }]);
    expect(parsed("add my bridesmaid Kate Moss").people[0]!.guestType).toBe("wedding_party");
    expect(parsed("add my coworker Ben Ode").people[0]!.guestType).toBe("friend");
    expect(parsed("add my son Leo Gray").people[0]!.guestType).toBe("child");
    expect(parsed("add Chris Lee").people).toEqual([{ name: "Chris Lee" }]);
    expect(parsed("add Tom Baker (tom@example.com)").droppedContact).toBe(true);
  });

  it("is not an add request without the verb first, or without names", () => {
    expect(parseGuestRequest("how many guests are coming?")).toBeUndefined();
    expect(parseGuestRequest("should we invite kids?")).toBeUndefined();
    expect(names("invite kids or not?")).toEqual([]);
    expect(names("add 20 guests")).toEqual([]);
    expect(names("add everyone from work")).toEqual([]);
    expect(names("add rob")).toEqual([]); // one lower-case word: a thing, unless a relation says who
    expect(names("add my cousin rob")).toEqual(["Rob"]);
    expect(parseGuestRequest("add flowers to our budget")).toBeUndefined();
    expect(parseGuestRequest("add Lakeview Glasshouse to our saved venues")).toBeUndefined();
  });
});

describe("parseGuestRequest: plus-ones, families and counts", () => {
  it.each<[string, number]>([
    ["put Tom Baker and a plus one on the list", 1],
    ["add Tom Baker +1", 1],
    ["add Tom Baker plus one", 1],
    ["add Tom Baker and guest", 1],
    ["add Tom Baker with a plus-one", 1],
    ["add Tom Baker and two plus ones", 2],
    ["add Tom Baker", 0],
  ])("%s → %d plus-ones", (text, n) => {
    expect(parsed(text).plusOnes).toBe(n);
    expect(parsed(text).people.map((p) => p.name)).toEqual(["Tom Baker"]);
  });

  it("a family with a count but no names: June must ask for the names", () => {
    const r = parsed("add the Okafor family (4 people)");
    expect(r).toMatchObject({ householdName: "The Okafor family", headcount: 4, people: [] });
    expect(missingNames(r)).toBe(4);
    expect(parsed("add the Nguyen family, 3 people")).toMatchObject({
      householdName: "The Nguyen family",
      headcount: 3,
    });
    expect(parsed("add the Okafor family of four").headcount).toBe(4);
    expect(parsed("add the Okafors").householdName).toBe("The Okafor family");
  });

  it("people mentioned without a name are counted, not invented", () => {
    const r = parsed("add Maria Lopez, her husband Juan and their two kids");
    expect(r.people.map((p) => p.name)).toEqual(["Maria Lopez", "Juan Lopez"]);
    expect(missingNames(r)).toBe(2);
    expect(missingNames(parsed("add Maria Lopez and her kids"))).toBe(-1);
    expect(missingNames(parsed("add Chris and Sam Lee"))).toBe(0);
    const named = parsed("add the Okafor family (4 people): Ada, Chidi, Ngozi and Emeka");
    expect(missingNames(named)).toBe(0);
    expect(named.people).toHaveLength(4);
  });
});

describe("parseGuestRequest: events", () => {
  it.each<[string, GuestRequest["events"]]>([
    ["invite Lisa Wong to the rehearsal dinner", ["rehearsal dinner"]],
    ["add my friend Lisa Wong but only to the reception", ["reception"]],
    ["add Lisa Wong for the ceremony and reception", ["ceremony", "reception"]],
    ["add Lisa Wong to the welcome party and the brunch", ["welcome party", "brunch"]],
    ["add Lisa Wong to everything", "all"],
    ["add Lisa Wong to our wedding", "all"],
    ["add Lisa Wong to the guest list", undefined],
    ["add Lisa Wong", undefined],
  ])("%s → %j", (text, events) => {
    const r = parsed(text);
    expect(r.events).toEqual(events);
    expect(r.people.map((p) => p.name)).toEqual(["Lisa Wong"]);
  });
});
