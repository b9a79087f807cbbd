import type { UserKind } from "@shared/catalog";
import type { ContributorAreas, ContributorRole } from "@shared/schemas/collaboration";

/** Demo accounts; the README states these credentials. Fixed ids keep the seed deterministic. */
export const DEMO_PASSWORD = "june-demo-2027";

type DemoAccount = {
  id: string;
  name: string;
  email: string;
  password: string;
  kind: UserKind;
  /** The operator: seeded only outside production (seed.ts `demoAdmin`). */
  isAdmin?: boolean;
  couple?: {
    partner1Name: string;
    partner2Name: string;
    weddingDate: string;
    guestCount: number;
    cityId: string;
  };
  business?: {
    businessName: string;
    contactName: string;
    contactEmail: string;
    contactPhone: string;
    cityId: string;
    categorySlug?: string;
  };
  /** A helper with an active grant on a demo couple (issue #13). */
  contributor?: { coupleId: string; role: ContributorRole; areas: ContributorAreas };
};

export const demoAccounts: DemoAccount[] = [
  {
    id: "demo-couple",
    name: "Ava Martin",
    email: "demo@couple.test",
    password: DEMO_PASSWORD,
    kind: "couple",
    couple: {
      partner1Name: "Ava",
      partner2Name: "Noah",
      weddingDate: "2027-09-18",
      guestCount: 120,
      cityId: "cleveland",
    },
  },
  {
    id: "demo-venue-owner",
    name: "Rosa Delgado",
    email: "demo@venue.test",
    password: DEMO_PASSWORD,
    kind: "venue_owner",
    business: {
      businessName: "Lakeview Glasshouse",
      contactName: "Rosa Delgado",
      contactEmail: "events@lakeview.test",
      contactPhone: "(216) 555-0188",
      cityId: "cleveland",
    },
  },
  {
    id: "demo-vendor",
    name: "Sam Okafor",
    email: "demo@vendor.test",
    password: DEMO_PASSWORD,
    kind: "vendor",
    business: {
      businessName: "Golden Hour Photography",
      contactName: "Sam Okafor",
      contactEmail: "hello@goldenhour.test",
      contactPhone: "(614) 555-0123",
      cityId: "columbus",
      categorySlug: "photographers",
    },
  },
  {
    // The operator of /admin (issue #3). A couple-kind account: an operator owns no listing and cannot
    // claim one; `is_admin` is what opens /admin. Sign-in from /login lands on /couple-account like any
    // couple (spec: only admins already on /admin pages stay), so operators sign in at /login?next=/admin.
    id: "demo-admin",
    name: "Jordan Reyes",
    email: "demo@admin.test",
    password: DEMO_PASSWORD,
    kind: "couple",
    isAdmin: true,
  },
  {
    // Ava's mother, helping with the demo couple's planning (issue #13): what a contributor sees at
    // /contributor-dashboard and /couple/demo-couple.
    id: "demo-contributor",
    name: "Claire Martin",
    email: "demo@contributor.test",
    password: DEMO_PASSWORD,
    kind: "contributor",
    contributor: {
      coupleId: "demo-couple",
      role: "parent",
      areas: { guests: "view", budget: "view", timeline: "edit" },
    },
  },
];
