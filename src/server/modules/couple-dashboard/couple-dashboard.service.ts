import { todayUtc } from "@shared/rules/budget-math";
import type { Viewer } from "@shared/schemas/account";
import type { CoupleDashboard, DashboardProfile } from "@shared/schemas/couple-dashboard";
import { coupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { coupleHomeProfile } from "../account/couple-profile.service";
import { budgetGlance } from "../budgets/budgets.service";
import { recentMessages, unreadSummary } from "../conversations/conversations.service";
import { guestCounts } from "../guests/guests.service";
import { recentSavedVenues } from "../saved-venues/saved-venues.service";
import { nextOpenTasks } from "../timeline/timeline-glance.service";

/** At most this many saves exist (saved-venues' limit), so one read gives the count and the newest. */
const SAVED_VENUES_MAX = 100;
const SHOWN_VENUES = 3;
const SHOWN_MESSAGES = 4;
const SHOWN_TASKS = 3;

/**
 * The couple's dashboard (issue #14): the couple's alone — a contributor acting for them, another kind of
 * account or a stranger gets what `coupleScope` answers (404 / 403 / 401). Each part comes from its
 * module's service; they run side by side, a handful of small queries in all.
 */
export async function getCoupleDashboard(db: Db, viewer: Viewer | null): Promise<CoupleDashboard> {
  const { coupleId } = await coupleScope(db, viewer, {
    what: { message: "The dashboard is for couple accounts. Sign in as a couple to see yours." },
  });
  const [profile, budget, guests, saved, unread, messages, tasks] = await Promise.all([
    coupleHomeProfile(db, coupleId),
    budgetGlance(db, coupleId),
    guestCounts(db, coupleId),
    recentSavedVenues(db, coupleId, SAVED_VENUES_MAX),
    unreadSummary(db, coupleId),
    recentMessages(db, coupleId, SHOWN_MESSAGES),
    nextOpenTasks(db, coupleId, todayUtc(), SHOWN_TASKS),
  ]);
  return {
    profile: profile ? { ...profile, cityId: profile.cityId as DashboardProfile["cityId"] } : null,
    budget,
    rsvp: {
      total: guests.total,
      attending: guests.attending,
      pending: guests.pending,
      declined: guests.declined,
      households: guests.households,
    },
    savedVenues: {
      count: saved.length,
      recent: saved.slice(0, SHOWN_VENUES).map(({ slug, name, cityId }) => ({ slug, name, cityId })),
    },
    messages: { unread: unread.total, recent: messages },
    tasks,
  };
}
