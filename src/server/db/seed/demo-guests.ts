import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../client";
import {
  guestEventAnswers,
  guestEvents,
  guestInvitations,
  guestListSettings,
  guests,
  households,
} from "../schema/guests";

/**
 * The demo couple's guest list (issue #12): four events, meal options, an RSVP deadline and 44
 * households (~100 guests) with varied names, sides, types and tags, about two thirds of them answered
 * over the last six weeks so the chart of responses has a shape. Added once: skipped when the couple
 * has events already. Everything is fixed except the RSVP tokens (random, like every token) and the
 * answer dates, which are relative to the day the seed runs.
 */

const COUPLE = "demo-couple";

type Side = "partner1" | "partner2" | "both";
type Type = "family" | "friend" | "wedding_party" | "plus_one" | "child" | "vendor";
/** Household | side | tags | invited to (W welcome, C ceremony, R reception, B brunch) | guests "Name:type". */
const HOUSEHOLDS: string[] = [
  "The Martin family|partner1|family|WCRB|Helen Martin:family, Richard Martin:family, Lucy Martin:family",
  "Grandma June Martin|partner1|family|WCRB|June Martin:family",
  "Claire & Tom Delacroix|partner1|family|WCRB|Claire Delacroix:family, Tom Delacroix:family, Léa Delacroix:child, Hugo Delacroix:child",
  "The Okafor family|partner2|family|WCRB|Chidi Okafor:family, Ngozi Okafor:family, Ada Okafor:family, Emeka Okafor:family, Chioma Okafor:child",
  "Noah's parents|partner2|family|WCRB|Daniel Brennan:family, Maureen Brennan:family",
  "Siobhán Brennan|partner2|family, out of town|WCRB|Siobhán Brennan:family, Guest of Siobhán:plus_one",
  "Liam & Priya Brennan|partner2|family|WCRB|Liam Brennan:family, Priya Brennan:family, Arjun Brennan:child",
  "Zoë Martin-Kowalski|partner1|wedding party|WCRB|Zoë Martin-Kowalski:wedding_party, Piotr Kowalski:plus_one",
  "Maya Chen|partner1|wedding party, college|WCRB|Maya Chen:wedding_party",
  "Jess Alvarez|partner1|wedding party, college|WCRB|Jessica Alvarez:wedding_party, Marco Alvarez:plus_one",
  "Sam Whitfield|partner2|wedding party|WCRB|Samuel Whitfield:wedding_party",
  "Dev Patel|partner2|wedding party, work|WCRB|Devesh Patel:wedding_party, Anika Patel:plus_one",
  "The Nakamuras|both|friends|CR|Kenji Nakamura:friend, Yuki Nakamura:friend, Hana Nakamura:child",
  "Rosa & Luis Herrera|partner1|college|CR|Rosa Herrera:friend, Luis Herrera:friend",
  "Ingrid Johansson|partner1|college, out of town|WCR|Ingrid Johansson:friend",
  "Chris Lee|partner2|work|CR|Christopher Lee:friend, Guest of Chris Lee:plus_one",
  "The Abernathys|partner1|neighbours|CR|Grace Abernathy:friend, Walter Abernathy:friend",
  "Fatima & Omar Haddad|partner2|college|CR|Fatima Haddad:friend, Omar Haddad:friend",
  "Aoife Gallagher|partner2|out of town|WCR|Aoife Gallagher:friend",
  "Ben & Hannah Goldberg|both|friends|CR|Benjamin Goldberg:friend, Hannah Goldberg:friend, Eli Goldberg:child",
  "Tomasz Nowak|partner1|work|CR|Tomasz Nowak:friend, Agnieszka Nowak:plus_one",
  "The Adeyemis|partner2|family friends|CR|Tunde Adeyemi:friend, Bisi Adeyemi:friend, Tobi Adeyemi:friend",
  "Kate Sullivan|partner1|college|CR|Katherine Sullivan:friend, Guest of Kate Sullivan:plus_one",
  "Mateo Rossi|partner2|work|CR|Mateo Rossi:friend, Giulia Rossi:plus_one",
  "The Johnsons|partner1|neighbours|CR|Marcus Johnson:friend, Tanya Johnson:friend, Kayla Johnson:child, Malik Johnson:child",
  "Elena Petrova|partner1|book club|CR|Elena Petrova:friend, Dmitri Petrov:plus_one",
  "Aunt Bea & Uncle Frank|partner1|family|WCRB|Beatrice Martin:family, Frank Martin:family, Rosie Martin:family, Alfie Martin:child",
  "Cousin Ollie|partner1|family|CR|Oliver Martin:family, Guest of Ollie:plus_one",
  "The O'Connors|partner2|family|WCRB|Seamus O'Connor:family, Nora O'Connor:family, Finn O'Connor:child, Clodagh O'Connor:child",
  "Wei & Lin Zhang|both|friends|CR|Wei Zhang:friend, Lin Zhang:friend, Mei Zhang:child",
  "Hamid Karimi|partner2|work|CR|Hamid Karimi:friend, Leila Karimi:plus_one",
  "Sophie Laurent|partner1|out of town|WCR|Sophie Laurent:friend, Julien Laurent:plus_one",
  "The Garcias|partner2|family friends|CR|Miguel Garcia:friend, Carmen Garcia:friend, Sofía Garcia:friend, Diego Garcia:child",
  "Rachel Green|partner1|work|CR|Rachel Green:friend, Guest of Rachel Green:plus_one",
  "Pastor Ruth Ellison|both|officiant|WCR|Ruth Ellison:vendor",
  "Golden Hour Photography|both|vendors|CR|Sam Okafor:vendor",
  "Dr. Amara Nwosu|partner2|college|CR|Amara Nwosu:friend, Kelechi Nwosu:plus_one",
  "The Lindqvists|partner1|neighbours|CR|Astrid Lindqvist:friend, Erik Lindqvist:friend, Maja Lindqvist:child",
  "Jamal Washington|partner2|college|CR|Jamal Washington:friend, Guest of Jamal:plus_one",
  "Grandpa Joe Brennan|partner2|family|WCRB|Joseph Brennan:family, Margaret Brennan:family",
  "The Müllers|partner1|out of town|WCR|Klaus Müller:friend, Anja Müller:friend, Lena Müller:child",
  "Priya & Ravi Sharma|partner2|work|CR|Priya Sharma:friend, Ravi Sharma:friend",
  "Bella Thompson|partner1|college|CR|Isabella Thompson:friend, Guest of Bella:plus_one",
  "The Kims|both|church|CR|Jae Kim:friend, Soo-ah Kim:friend, Min-jun Kim:child",
];

const MEALS = ["Braised short rib", "Roasted salmon", "Wild mushroom risotto"];
const KIDS_MEAL = "Kids' pasta";
const DAY = 86_400_000;

export async function seedDemoGuestList(db: Db): Promise<void> {
  const [couple] = await db
    .select({ id: guestEvents.id })
    .from(guestEvents)
    .where(eq(guestEvents.coupleId, COUPLE))
    .limit(1);
  if (couple) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    const events = await tx
      .insert(guestEvents)
      .values([
        {
          coupleId: COUPLE,
          name: "Welcome party",
          startsOn: "2027-09-17",
          startsAt: "19:00",
          location: "The Harbor Room",
          details: "Drinks and snacks, casual dress.",
          position: 0,
        },
        {
          coupleId: COUPLE,
          name: "Ceremony",
          startsOn: "2027-09-18",
          startsAt: "16:00",
          location: "Lakeview Glasshouse",
          details: "Please be seated by 15:45.",
          position: 1,
        },
        {
          coupleId: COUPLE,
          name: "Reception",
          startsOn: "2027-09-18",
          startsAt: "17:30",
          location: "Lakeview Glasshouse",
          details: "Dinner and dancing.",
          asksMeal: true,
          position: 2,
        },
        {
          coupleId: COUPLE,
          name: "Sunday brunch",
          startsOn: "2027-09-19",
          startsAt: "10:30",
          location: "Ava's parents' garden",
          details: "",
          position: 3,
        },
      ])
      .returning({ id: guestEvents.id });
    const eventOf: Record<string, string> = {
      W: events[0]!.id,
      C: events[1]!.id,
      R: events[2]!.id,
      B: events[3]!.id,
    };
    await tx.insert(guestListSettings).values({
      coupleId: COUPLE,
      rsvpDeadline: "2027-08-01",
      mealOptions: [...MEALS, KIDS_MEAL],
      contactNote: "Questions? Text Ava at (216) 555-0142.",
    });
    let guestNo = 0;
    for (const [i, line] of HOUSEHOLDS.entries()) {
      const [name, side, tags, invited, people] = line.split("|") as [string, Side, string, string, string];
      // Two in three households answered, on a day in the last six weeks (more as the deadline nears).
      const answered = i % 3 !== 2;
      const answeredAt = new Date(now - (((i * 17) % 42) + 1) * DAY);
      const [home] = await tx
        .insert(households)
        .values({
          coupleId: COUPLE,
          name,
          email: "",
          plusOnesAllowed: 0,
          rsvpToken: randomBytes(24).toString("base64url"),
          respondedAt: answered ? answeredAt : null,
          noteToCouple: answered && i % 5 === 0 ? "We can't wait to celebrate with you!" : "",
          songRequest: answered && i % 4 === 0 ? "September — Earth, Wind & Fire" : "",
          createdAt: new Date("2026-09-01T12:00:00Z"),
        })
        .returning({ id: households.id });
      const householdId = home!.id;
      const eventIds = [...invited].map((c) => eventOf[c]!);
      await tx.insert(guestInvitations).values(eventIds.map((eventId) => ({ householdId, eventId })));
      for (const [position, person] of people.split(", ").entries()) {
        const [guestName, type] = person.split(":") as [string, Type];
        guestNo += 1;
        const isUnnamed = guestName.startsWith("Guest of");
        // Most come; one in seven sends regrets; the brunch is skipped by every other guest.
        const declines = guestNo % 7 === 0;
        const answerOf = (eventId: string): "attending" | "declined" =>
          declines || (eventId === eventOf.B && guestNo % 2 === 0) ? "declined" : "attending";
        const answers = answered ? eventIds.map((eventId) => ({ eventId, status: answerOf(eventId) })) : [];
        const attending = answers.some((a) => a.status === "attending");
        const status = !answered ? "pending" : attending ? "attending" : "declined";
        const [guest] = await tx
          .insert(guests)
          .values({
            coupleId: COUPLE,
            householdId,
            name: guestName,
            email:
              position === 0 && !isUnnamed
                ? `${guestName.toLowerCase().replace(/[^a-z]+/g, ".")}@example.test`
                : "",
            guestType: type,
            side,
            rsvpStatus: status,
            mealChoice: attending ? (type === "child" ? KIDS_MEAL : MEALS[guestNo % MEALS.length]!) : "",
            dietaryNotes: guestNo % 11 === 0 ? "Vegetarian" : guestNo % 13 === 0 ? "No shellfish" : "",
            tags: tags.split(", "),
            isUnnamedPlusOne: isUnnamed,
            position,
          })
          .returning({ id: guests.id });
        if (answers.length > 0)
          await tx
            .insert(guestEventAnswers)
            .values(
              answers.map((a) => ({ guestId: guest!.id, eventId: a.eventId, status: a.status, answeredAt })),
            );
      }
    }
  });
}
