import type { VenueFields } from "@shared/schemas/owner-venues";
import type { VenueDescriptionFacts } from "@shared/schemas/vendor-ai";

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

const countOrUndefined = (n: unknown) =>
  typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 5000 ? n : undefined;

/**
 * The form's facts for the AI description writer, as far as they are filled in, or what to fill in first.
 */
export function descriptionFacts(values: Partial<VenueFields>): VenueDescriptionFacts | string {
  const name = values.name?.trim() ?? "";
  if (name.length < 2)
    return "Add the venue's name first (step 1), so the writer knows what it is describing.";
  const price = values.priceFrom;
  return {
    name: name.slice(0, 80),
    ...(values.cityId ? { cityId: values.cityId } : {}),
    neighborhood: values.neighborhood?.trim().slice(0, 80) ?? "",
    ...(countOrUndefined(values.capacitySeated) ? { capacitySeated: values.capacitySeated } : {}),
    ...(countOrUndefined(values.capacityStanding) ? { capacityStanding: values.capacityStanding } : {}),
    ...(typeof price === "number" && Number.isInteger(price) && price >= 0 ? { priceFrom: price } : {}),
    styles: (values.styles ?? []).slice(0, 4),
    ...(values.setting ? { setting: values.setting } : {}),
    amenities: (values.amenities ?? [])
      .map((a) => a.trim().slice(0, 40))
      .filter(Boolean)
      .slice(0, 20),
    currentDescription: values.description?.trim().slice(0, 5000) ?? "",
  };
}
