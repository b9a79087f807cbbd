import type { CityId, VendorCategorySlug } from "@shared/catalog";
import type { VenueSetting, VenueStyle } from "@shared/marketplace-catalog";
import type { AiWriterTone, VendorDescriptionFacts, VenueDescriptionFacts } from "@shared/schemas/vendor-ai";
import type { EngineName } from "../types";

/**
 * The writer: the AI layer's second face (June is the first). Where an engine holds a conversation with
 * tools, a writer turns one writing task — a listing description, a reply to an inquiry — into a streamed
 * draft. The same two engines implement it: the OpenAI-compatible endpoint and the built-in composer.
 */

/** What the owner knows of an inquiry when they ask for a reply draft (read from the database). */
export type InquiryReplyFacts = {
  /** The inquiry's id: seeds the draft's wording, so replies to different couples don't all open alike. */
  id: string;
  listing:
    | {
        kind: "venue";
        name: string;
        cityId: CityId;
        capacitySeated: number;
        capacityStanding: number;
        priceFrom: number;
        setting: VenueSetting;
        styles: VenueStyle[];
        amenities: string[];
        /** The listing's description as the owner published it: the facts a reply may quote. */
        description: string;
        /** Where the couple can pick a tour time. */
        tourUrl: string;
      }
    | {
        kind: "vendor";
        name: string;
        cityId: CityId;
        categorySlug: VendorCategorySlug;
        priceFrom: number;
        serviceArea: string;
        packages: { name: string; price: number; description: string }[];
        /** The listing's description as the vendor published it: the facts a reply may quote. */
        description: string;
      };
  couple: { name: string };
  weddingDate: string | null;
  guestCount: number | null;
  /** The couple's first message, then the replies, oldest first. */
  thread: { author: "couple" | "owner"; body: string }[];
};

type Options = { tone: AiWriterTone; notes: string; attempt: number };

export type WritingTask =
  | ({ kind: "venue_description"; venue: VenueDescriptionFacts } & Options)
  | ({ kind: "vendor_description"; vendor: VendorDescriptionFacts } & Options)
  | ({ kind: "inquiry_reply"; inquiry: InquiryReplyFacts } & Options);

export type Writer = {
  name: EngineName;
  /** Yields the draft in pieces as it is written; throws on failure. */
  write: (task: WritingTask, signal: AbortSignal) => AsyncIterable<string>;
};
