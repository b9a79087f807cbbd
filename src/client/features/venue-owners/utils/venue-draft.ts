import type { VenueFields } from "@shared/schemas/owner-venues";

/**
 * The add/edit form's draft in sessionStorage, so a reload or an accidental navigation loses nothing
 * (per tab; cleared after a successful save). Never throws: storage may be unavailable.
 */
export type VenueDraft = { values: Partial<VenueFields>; step: number };

export const draftKey = (editId: string | null) => `june:venue-draft:${editId ?? "new"}`;

export function loadDraft(key: string): VenueDraft | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as VenueDraft;
    if (!parsed || typeof parsed !== "object" || typeof parsed.values !== "object") return null;
    return { values: cleanNumbers(parsed.values), step: Number(parsed.step) || 0 };
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: VenueDraft) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or off: the draft lasts as long as the page.
  }
}

export function clearDraft(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** JSON turns an empty number field (NaN) into null; the form wants it empty again. */
export function cleanNumbers(values: Partial<VenueFields>): Partial<VenueFields> {
  const out = { ...values };
  for (const k of ["capacitySeated", "capacityStanding", "priceFrom"] as const) {
    if (typeof out[k] !== "number") delete out[k];
  }
  return out;
}
