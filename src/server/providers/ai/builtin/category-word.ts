import { budgetCategoryWords } from "@shared/rules/budget-category-match";

/**
 * Words for a budget category (the couple's tracker names are free text; the tool matches them forgivingly):
 * the same synonym table the tool matches with (decision 054: "DJ" → Music, "HMUA" → Attire & beauty,
 * "reception hall" → Venue), plus a few words the table leaves to typo matching.
 */
export const CATEGORY_WORD = new RegExp(
  `\\b(${[...budgetCategoryWords, "rentals", "make-up", "videographer", "florals?", "desserts?", "rings?"].join("|")})\\b`,
);
