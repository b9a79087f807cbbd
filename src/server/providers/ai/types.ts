import type { z } from "zod";
import type { GuestType } from "@shared/schemas/guests";

/**
 * The AI layer's contract (issue #4), shared by every assistant (June now; Grace and vendor tools later).
 * An engine turns a conversation plus server-side tools into a stream of events. Two engines implement it:
 * `openai` (any OpenAI-compatible Chat Completions endpoint, streamed by our own client) and `builtin` (the offline planner engine).
 */

export type EngineName = "builtin" | "openai";

export type ChatTurn = {
  role: "user" | "assistant";
  content: string;
  /** A data URL of an image the user attached (user turns only). */
  image?: string;
};

/**
 * A tool runs on the server, bound to the signed-in couple when it is created (`createCoupleTools`):
 * its input never names a user or couple, so neither a model nor a prompt injection can reach anyone else.
 */
export type Tool<I = unknown, O = unknown> = {
  name: string;
  description: string;
  input: z.ZodType<I>;
  /**
   * Write tools are not executed by the engine: `run` returns a proposal the couple must confirm in the
   * chat; the confirm endpoint then calls `commit`.
   */
  kind: "read" | "write";
  run: (input: I, ctx: { signal: AbortSignal }) => Promise<O>;
  /** A one-line description of what a call did, shown discreetly under the reply ("Searched venues in Cleveland"). */
  summarize: (input: I, output: O) => string;
};

export type AnyTool = Tool<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A write a tool proposed; stored on the assistant message until the couple confirms or dismisses it. */
export type PendingAction =
  | { kind: "save_venue"; venueSlug: string; venueName: string }
  | AddGuestsAction
  | BudgetTotalAction
  | CategoryAllocationAction
  | ProfileUpdateAction
  | { kind: "remove_saved_venue"; venueSlug: string; venueName: string };

/**
 * June's write proposals of issue #16. Money is integer cents. Each carries the value it was computed
 * from (`previousCents`, `from`): the confirm refuses with `stale` when the data changed meanwhile, so what
 * the couple confirmed is exactly what is written.
 */
export type BudgetTotalAction = {
  kind: "set_total_budget";
  amountCents: number;
  previousCents: number | null;
};
export type CategoryAllocationAction = {
  kind: "set_category_allocation";
  /** The tracker's category id (budget_categories.id). */
  categoryId: string;
  categoryName: string;
  amountCents: number;
  previousCents: number;
};
export type ProfileField = "weddingDate" | "cityId" | "guestCount";
export type ProfileUpdateAction = {
  kind: "update_profile";
  /** One entry per field that changes, in the order shown; `from`/`to` are stored values (date YYYY-MM-DD, city id, count as a string), labels are what the couple reads. */
  changes: { field: ProfileField; from: string | null; to: string; fromLabel: string; toLabel: string }[];
};

/**
 * A household June proposes to add (issue #12): exactly what will be written on confirm. `eventIds` null
 * means every event the couple has when they confirm; `eventNames` are the names shown in the proposal.
 */
export type AddGuestsAction = {
  kind: "add_guests";
  householdName: string;
  guests: { name: string; guestType: GuestType }[];
  /** Unnamed plus-ones the household may bring (they name them when they RSVP). */
  plusOnes: number;
  eventIds: string[] | null;
  eventNames: string[];
};

export type EngineEvent =
  | { type: "delta"; text: string }
  | { type: "tool"; name: string; summary: string }
  | { type: "action"; action: PendingAction }
  | { type: "done" };

export type EngineRequest = {
  /** System prompt: persona + rules + the couple's context, with their and listings' text marked untrusted. */
  system: string;
  /** The last 10 turns, oldest first; the newest is the user's message. */
  messages: ChatTurn[];
  tools: AnyTool[];
  signal: AbortSignal;
};

export type Engine = {
  name: EngineName;
  /** Yields events as they happen; throws on failure (the caller shows the spec's failure message). */
  stream: (request: EngineRequest) => AsyncIterable<EngineEvent>;
};

// ── The tools every engine gets (implemented in tools/, bound to one couple) ──────────────────────

export type ToolIO = {
  couple_profile: {
    input: Record<string, never>;
    output: {
      partner1Name: string;
      partner2Name: string;
      weddingDate: string | null;
      guestCount: number | null;
      cityId: string | null;
      weddingStyle: string;
      /** The style quiz's result (issue #15), when the couple took it: facts June may suggest from. */
      styleQuiz?: { style: string; label: string; keywords: string[] } | null;
    };
  };
  search_venues: {
    input: {
      query?: string;
      city?: string;
      guests?: number;
      maxPrice?: number;
      style?: string;
      setting?: "indoor" | "outdoor";
      /** The venues page's sorts: the cheapest, priciest or biggest first (fourth round). */
      sort?: "relevance" | "price-asc" | "price-desc" | "capacity-desc";
    };
    output: {
      total: number;
      /** The search counted its matches only up to `total` (1,000): say "1,000+", never the bare number. */
      totalIsLowerBound?: boolean;
      results: {
        slug: string;
        name: string;
        cityId: string;
        neighborhood: string;
        capacitySeated: number;
        priceFrom: number;
        styles: string[];
        setting: string;
      }[];
    };
  };
  search_vendors: {
    input: {
      query?: string;
      city?: string;
      category?: string;
      maxPrice?: number;
      /** The vendors page's sorts: the cheapest or priciest first (fourth round). */
      sort?: "relevance" | "price-asc" | "price-desc";
    };
    output: {
      total: number;
      /** As search_venues' output says. */
      totalIsLowerBound?: boolean;
      results: {
        slug: string;
        businessName: string;
        categorySlug: string;
        cityId: string;
        priceFrom: number;
        tagline: string;
      }[];
    };
  };
  /** Zeros when the couple has no budget yet. */
  budget_summary: {
    input: Record<string, never>;
    output: {
      totalBudget: number;
      allocated: Record<string, number>;
      allocatedTotal: number;
      unallocated: number;
      guestCount: number | null;
      /**
       * The tracker's figures (issue #14), null before the couple starts it: USD to the cent. `committed`
       * is what the lines will cost (contracts, else estimates), `due` = committed − paid; `dueSoon` are
       * unpaid payments due within 30 days or overdue, soonest first.
       */
      tracker: {
        committed: number;
        paid: number;
        due: number;
        dueSoon: {
          label: string;
          item: string;
          category: string;
          amount: number;
          dueOn: string;
          overdue: boolean;
        }[];
      } | null;
    };
  };
  /**
   * The guest list's counts (issue #12): overall, per event (invited guests and their answers), meals of
   * attending guests, and the households still waiting on an answer (count and at most a few names).
   */
  guest_stats: {
    input: Record<string, never>;
    output: {
      total: number;
      attending: number;
      pending: number;
      declined: number;
      households: number;
      events: { name: string; invited: number; attending: number; declined: number; pending: number }[];
      /** Meal → attending guests who chose it; "" = attending without a choice yet. */
      meals: { meal: string; count: number }[];
      /** Households with at least one guest who hasn't answered. */
      pendingHouseholds: { count: number; names: string[] };
    };
  };
  saved_venues: {
    input: Record<string, never>;
    output: { venues: { slug: string; name: string; cityId: string; styles: string[]; priceFrom: number }[] };
  };
  days_to_wedding: {
    input: Record<string, never>;
    output: { weddingDate: string | null; days: number | null; mood: string | null };
  };
  planning_guide: {
    input: { topic: string };
    output: { passages: { guideSlug: string; guideTitle: string; title: string; body: string }[] };
  };
  /** Write tool: proposes the save; nothing changes until the couple confirms. */
  save_venue: {
    input: { venueSlug: string };
    output: { action: Extract<PendingAction, { kind: "save_venue" }> } | { error: string };
  };
  /** Write tool: proposes adding one household; nothing is written until the couple confirms. */
  add_guests: {
    input: {
      householdName?: string;
      guests: { name: string; guestType?: GuestType }[];
      plusOnes?: number;
      events?: string[];
    };
    output: { action: AddGuestsAction } | { error: string; events?: string[] };
  };
  /** Write tool (issue #16): proposes a new total budget in US dollars (cents allowed). */
  set_total_budget: {
    input: { amountUsd: number };
    output: { action: BudgetTotalAction } | { error: string };
  };
  /** Write tool (issue #16): proposes a category's allocation, the category named as the couple says it ("flowers", "photography"). */
  set_category_allocation: {
    input: { category: string; amountUsd: number };
    output: { action: CategoryAllocationAction } | { error: string; categories?: string[] };
  };
  /** Write tool (issue #16): proposes changes to the wedding date (YYYY-MM-DD), city (one we serve) or guest count. */
  update_profile: {
    input: { weddingDate?: string; city?: string; guestCount?: number };
    output: { action: ProfileUpdateAction } | { error: string };
  };
  /** Write tool (issue #16): proposes removing one of the couple's saved venues (slug or name). */
  remove_saved_venue: {
    input: { venue: string };
    output: { action: Extract<PendingAction, { kind: "remove_saved_venue" }> } | { error: string };
  };
};

export type ToolName = keyof ToolIO;
