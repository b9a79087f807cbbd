import type { VenueSetting, VenueStyle } from "@shared/marketplace-catalog";
import { roundTo, type Random } from "./marketplace-random";

/**
 * Description writer for demo venues: paragraphs assembled from sentence templates chosen by the seeded PRNG,
 * filled with the venue's own facts (name, neighborhood, capacity, amenities), so 64 venues read as 64 places.
 */
export type VenueFacts = {
  name: string;
  cityName: string;
  neighborhood: string;
  street: string;
  lake: string;
  styles: VenueStyle[];
  setting: VenueSetting;
  capacitySeated: number;
  capacityStanding: number;
  amenities: string[];
};

type Fill = VenueFacts & {
  year: number;
  decade: number;
  acres: number;
  minutes: number;
  floors: number;
  building: string;
  varietal: string;
  plantYear: number;
};

const intros: Record<VenueStyle, ((f: Fill) => string)[]> = {
  barn: [
    (f) =>
      `${f.name} is a restored ${f.decade}s dairy barn on ${f.acres} acres outside ${f.neighborhood}, with hand-hewn beams, a hayloft that now serves as a lounge, and sliding doors that open onto the pasture.`,
    (f) =>
      `Set at the end of a gravel lane in ${f.neighborhood}, ${f.name} pairs a timber-frame barn with a split-rail meadow where most couples hold their ceremony under an old white oak.`,
    (f) =>
      `${f.name} sits on a working family farm in ${f.neighborhood}, about ${f.minutes} minutes from downtown ${f.cityName}. The main barn was raised in ${f.year} and rebuilt board by board, keeping the original chestnut posts.`,
  ],
  ballroom: [
    (f) =>
      `${f.name} occupies the top two floors of a ${f.year} building in ${f.neighborhood}, with a sprung dance floor, twin crystal chandeliers and a mezzanine that runs around three sides of the room.`,
    (f) =>
      `Couples choose ${f.name} for its proportions: twenty-four-foot ceilings, tall arched windows along ${f.street}, and a grand staircase that makes every entrance an occasion.`,
    (f) =>
      `${f.name} is one of ${f.cityName}'s classic black-tie rooms: gilded plasterwork, a proscenium stage for the band, and a foyer that holds a full cocktail hour before the doors open.`,
  ],
  garden: [
    (f) =>
      `${f.name} is a two-acre walled garden in ${f.neighborhood}, planted with peonies, boxwood parterres and a long allée of lindens that leads to the ceremony lawn.`,
    (f) =>
      `At ${f.name}, the ceremony happens among the roses and dinner moves into a glass-roofed garden pavilion, so the whole evening stays close to the flowers.`,
    (f) =>
      `Tucked behind a brick wall on a quiet street in ${f.neighborhood}, ${f.name} is a private garden with a lily pond, a stone terrace and a lawn that seats a full ceremony.`,
  ],
  rooftop: [
    (f) =>
      `${f.name} sits ${f.floors} floors above ${f.neighborhood}, with a glass-railed terrace that looks straight across the ${f.cityName} skyline and a heated indoor room for dinner.`,
    (f) =>
      `From the roof of a converted ${f.building} in ${f.neighborhood}, ${f.name} gives couples sunset views over downtown ${f.cityName}, a retractable awning and a bar built from reclaimed brick.`,
    (f) =>
      `${f.name} is a rooftop terrace and penthouse lounge in ${f.neighborhood}; the ceremony faces west, so the city lights come on just as dinner is served.`,
  ],
  vineyard: [
    (f) =>
      `${f.name} is a family-run vineyard in ${f.neighborhood}, where ceremonies take place between the rows of ${f.varietal} with the tasting room as a backdrop.`,
    (f) =>
      `Set on a south-facing slope in ${f.neighborhood}, ${f.name} grows ${f.varietal} and hosts weddings in a stone barrel room and on a pergola-covered crush pad.`,
    (f) =>
      `${f.name} planted its first vines in ${f.plantYear}; today the estate in ${f.neighborhood} offers a lawn ceremony site, a candlelit cellar and wines poured from the couple's chosen vintage.`,
  ],
  lakeside: [
    (f) =>
      `${f.name} stands right on the water in ${f.neighborhood}: floor-to-ceiling windows face ${f.lake} on three sides, and the ceremony deck sits just above the shoreline.`,
    (f) =>
      `At ${f.name}, guests arrive along a tree-lined drive to a lawn that slopes down to ${f.lake}, with a private dock that makes one of the best photo spots around ${f.cityName}.`,
    (f) =>
      `${f.name} is a ${f.year} lakefront pavilion in ${f.neighborhood}, rebuilt with a glass reception hall and a wide terrace where cocktail hour runs into sunset over ${f.lake}.`,
  ],
  historic: [
    (f) =>
      `${f.name} is a ${f.year} ${f.building} in ${f.neighborhood}, with original marble floors, a walnut-panelled library and a sweeping double staircase.`,
    (f) =>
      `Built in ${f.year} as a private residence, ${f.name} keeps its leaded-glass windows, coffered ceilings and a formal parlor where couples often hold an intimate ceremony.`,
    (f) =>
      `${f.name} has hosted celebrations in ${f.neighborhood} since ${f.year}; the restored ballroom, carriage house and brick courtyard give a wedding three distinct rooms to move through.`,
  ],
  industrial: [
    (f) =>
      `${f.name} is a ${f.year} ${f.building} in ${f.neighborhood}, converted into an open event space with exposed brick, steel trusses and factory windows that flood the room with light.`,
    (f) =>
      `Concrete floors, sixteen-foot ceilings and a wall of original steel-sash windows make ${f.name} a blank canvas: couples bring everything from long family-style tables to a full dance-floor lighting rig.`,
    (f) =>
      `In the heart of ${f.neighborhood}, ${f.name} turned a former ${f.building} into a raw, flexible loft with a freight-door entrance, an overhead crane still in place and a courtyard for cocktails.`,
  ],
};

const settingLines: Record<VenueSetting, string[]> = {
  indoor: [
    "Everything happens under one roof, so the day never depends on the forecast.",
    "It is an indoor venue, climate-controlled year round, which makes it a favourite for winter and early-spring weddings.",
  ],
  outdoor: [
    "It is an open-air venue: ceremony and reception are both outdoors, with a sailcloth tent on standby when the forecast turns.",
    "Plan for an outdoor day — the season runs from May to October, and a tented dinner option is always held in reserve.",
  ],
  both: [
    "The ceremony can be held outside and moved indoors within an hour if the weather turns.",
    "Indoor and outdoor spaces sit side by side, so cocktail hour can spill onto the lawn while dinner is set inside.",
  ],
};

const accentLines: Record<VenueStyle, string> = {
  barn: "A smaller barn across the yard becomes the after-party room once dinner is cleared.",
  ballroom: "A smaller ballroom upstairs suits a rehearsal dinner of up to 60 guests.",
  garden: "A walled garden off the terrace is a favourite for first-look photos.",
  rooftop: "A roof deck above the main hall opens for cocktail hour and sparkler send-offs.",
  vineyard:
    "Wines from the neighbouring vineyard are poured at the bar, and tastings can be arranged for the wedding party.",
  lakeside:
    "The water is a short walk away, and golden-hour portraits on the shoreline are a house tradition.",
  historic:
    "Original details — tin ceilings, heart-pine floors, the old brass elevator cage — are kept throughout.",
  industrial: "Exposed brick, steel beams and Edison bulbs give the reception room an industrial edge.",
};

function spacesParagraph(r: Random, f: Fill): string {
  const capacity = r.pick([
    `The main room seats ${f.capacitySeated} guests for dinner and holds ${f.capacityStanding} for a standing reception.`,
    `Up to ${f.capacitySeated} guests can be seated for dinner (${f.capacityStanding} for a cocktail-style party), and smaller weddings never feel lost in the space.`,
    `Seated dinners run up to ${f.capacitySeated} guests; with food stations and high-tops, the space welcomes ${f.capacityStanding}.`,
  ]);
  const lines = [capacity, r.pick(settingLines[f.setting])];
  for (const style of f.styles.slice(1)) lines.push(accentLines[style]);
  return lines.join(" ");
}

function servicesParagraph(r: Random, f: Fill): string {
  const has = (a: string) => f.amenities.includes(a);
  const catering = has("On-site catering")
    ? `Catering comes from the venue's own kitchen, with seasonal menus from $${r.pick([58, 65, 72, 85, 95])} a guest and a tasting for two included.`
    : r.pick([
        "You bring a licensed caterer of your choice; the prep kitchen has warming ovens, a walk-in cooler and an ice machine.",
        "Any licensed caterer is welcome, and the events team shares a short list of kitchens that know the building.",
      ]);
  const extras: string[] = [];
  if (has("Bar service"))
    extras.push(
      r.pick([
        "The bar team pours local craft beer and wine, and a signature-cocktail package is available.",
        "Bar packages run from beer and wine to a full bar with two signature cocktails named by the couple.",
      ]),
    );
  if (has("Bridal suite") || has("Getting-ready rooms"))
    extras.push(
      r.pick([
        "A bright getting-ready suite with full-length mirrors, and a separate lounge for the other half of the wedding party, are yours from 10 a.m.",
        "Two getting-ready rooms, one with a vanity wall and window light made for photos, are included in every booking.",
      ]),
    );
  if (has("Valet parking")) extras.push("Valet parking is included for evening events.");
  else if (has("Free parking"))
    extras.push(`There is free parking on site for about ${roundTo(f.capacitySeated / 2.5, 5)} cars.`);
  if (has("Accessible entrance"))
    extras.push(
      "The entrance is step-free, and the ceremony, dinner and restrooms are all reachable without stairs.",
    );
  if (has("AV system"))
    extras.push("A built-in sound system with wireless microphones covers the ceremony and speeches.");
  if (has("Fire pit")) extras.push("Late in the evening, guests drift out to the fire pit for s'mores.");
  if (has("Overnight lodging"))
    extras.push("A guest cottage on the grounds sleeps the couple and a few of their closest people.");
  // A few of the venue's services, in a stable order, so no two descriptions read as the same checklist.
  const keep = new Set(r.sample(extras, r.int(2, 3)));
  return [catering, ...extras.filter((line) => keep.has(line))].join(" ");
}

function bookingParagraph(r: Random, f: Fill): string {
  const picks = r.sample(
    [
      "Saturdays from May through October are usually booked 12 to 18 months ahead; Fridays, Sundays and winter dates start below the listed price.",
      `The listed price covers a ${r.pick([8, 10, 12])}-hour rental with tables and chairs, and a 30% deposit holds the date.`,
      "Tours run on weekday evenings and Saturday mornings — request one here and the events team answers within a day.",
      `${f.name} hosts one wedding per day, so setup can start in the morning and nobody rushes your send-off.`,
      "November to March weddings are offered at a reduced rate, with the fireplace lit and candles on every table.",
    ],
    r.int(1, 2),
  );
  return picks.join(" ");
}

/** 2–4 paragraphs separated by blank lines. */
export function writeVenueDescription(r: Random, facts: VenueFacts): string {
  const primary = facts.styles[0] ?? "historic";
  const fill: Fill = {
    ...facts,
    year: r.int(1884, 1938),
    decade: r.pick([1890, 1900, 1910, 1920]),
    acres: r.int(12, 80),
    minutes: r.int(25, 50),
    floors: r.int(8, 24),
    building:
      primary === "historic"
        ? r.pick(["bank", "mansion", "courthouse", "library", "Masonic temple", "railroad depot"])
        : r.pick(["textile mill", "printing plant", "machine shop", "bottling works", "carriage factory"]),
    varietal: r.pick([
      "Chambourcin and Traminette",
      "Cabernet Franc and Riesling",
      "Vidal Blanc and Chardonel",
      "Marquette and Seyval Blanc",
    ]),
    plantYear: r.int(1978, 2012),
  };
  const paragraphs = [r.pick(intros[primary])(fill), spacesParagraph(r, fill)];
  if (r.chance(0.8)) paragraphs.push(servicesParagraph(r, fill));
  if (r.chance(0.6)) paragraphs.push(bookingParagraph(r, fill));
  return paragraphs.join("\n\n");
}
