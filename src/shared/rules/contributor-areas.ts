import {
  coupleAreaLabels,
  coupleAreas,
  type AccessLevel,
  type AreaChoice,
  type ContributorAreas,
} from "../schemas/collaboration";

/**
 * How a contributor's scopes read to people (the invitation mail, `/join/{token}`, `/contributor-access`),
 * so the three never word them differently (issue #13; docs/decisions/031).
 */
export const levelPhrases: Record<AccessLevel, string> = { view: "can view", edit: "can view and edit" };

/** Each shared area in the fixed order, as "Guests: can view and edit"; areas left out are not shown. */
export function sharedAreaLines(areas: ContributorAreas): string[] {
  return coupleAreas.flatMap((a) => {
    const level = areas[a];
    return level ? [`${coupleAreaLabels[a]}: ${levelPhrases[level]}`] : [];
  });
}

/** The area's choice for a form: what the grant says, or "none". */
export const choiceOf = (areas: ContributorAreas, area: keyof ContributorAreas): AreaChoice =>
  areas[area] ?? "none";

/** Areas from per-area choices, leaving "none" out (the stored shape). */
export function areasFromChoices(
  choices: Partial<Record<keyof ContributorAreas, AreaChoice>>,
): ContributorAreas {
  const out: ContributorAreas = {};
  for (const a of coupleAreas) {
    const c = choices[a];
    if (c && c !== "none") out[a] = c;
  }
  return out;
}
