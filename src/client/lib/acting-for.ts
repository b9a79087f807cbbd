/**
 * The couple a contributor is working for in this tab (issue #13; docs/decisions/031). Kept in
 * sessionStorage, so each tab may help a different couple and closing the tab forgets it. The api
 * wrapper sends it as X-Couple-Id; the server decides what it allows (the id is only a question).
 * Kept tiny: the api wrapper is in the landing page's first load, which is at its budget.
 */
const KEY = "june.acting-for";
/** The shared contract's ACTING_FOR_HEADER written out (importing it would pull zod into the first load). */
export const ACTING_FOR_HEADER = "x-couple-id";

export function getActingFor(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Set (or, with null, clear) the couple this tab acts for; only an id of the server's shape is kept. */
export function setActingFor(coupleId: string | null) {
  try {
    if (coupleId && /^[\w-]{1,64}$/.test(coupleId)) sessionStorage.setItem(KEY, coupleId);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: requests go out as the viewer's own.
  }
}
