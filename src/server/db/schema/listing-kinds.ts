/** Which kind of listing a row is about; listing_id then points into venues or vendors. */
export const listingKinds = ["venue", "vendor"] as const;
export type ListingKind = (typeof listingKinds)[number];
