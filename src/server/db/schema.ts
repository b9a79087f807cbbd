// The one schema object both drivers (PGlite and node-postgres) are built with. Code imports each table
// from its feature's file (db/schema/<feature>.ts); this object only feeds drizzle's relational layer.
import * as auth from "./schema/auth";
import * as budgets from "./schema/budgets";
import * as claims from "./schema/claims";
import * as collaboration from "./schema/collaboration";
import * as contact from "./schema/contact";
import * as founding from "./schema/founding";
import * as friendors from "./schema/friendors";
import * as guests from "./schema/guests";
import * as helpDesk from "./schema/help-desk";
import * as idempotency from "./schema/idempotency";
import * as inquiries from "./schema/inquiries";
import * as jobs from "./schema/jobs";
import * as june from "./schema/june";
import * as listingDetails from "./schema/listing-details";
import * as juneIntake from "./schema/june-intake";
import * as listingViews from "./schema/listing-views";
import * as mailThrottle from "./schema/mail-throttle";
import * as mailbox from "./schema/mailbox";
import * as marketplace from "./schema/marketplace";
import * as places from "./schema/places";
import * as polls from "./schema/polls";
import * as planningCalls from "./schema/planning-calls";
import * as profiles from "./schema/profiles";
import * as questions from "./schema/questions";
import * as reviews from "./schema/reviews";
import * as runSheets from "./schema/run-sheets";
import * as savedVenues from "./schema/saved-venues";
import * as searchWords from "./schema/search-words";
import * as timeline from "./schema/timeline";
import * as tours from "./schema/tours";
import * as uploads from "./schema/uploads";
import * as weddingWebsites from "./schema/wedding-websites";

export const schema = {
  ...auth,
  ...budgets,
  ...claims,
  ...collaboration,
  ...contact,
  ...founding,
  ...friendors,
  ...guests,
  ...helpDesk,
  ...idempotency,
  ...inquiries,
  ...jobs,
  ...june,
  ...listingDetails,
  ...juneIntake,
  ...listingViews,
  ...mailThrottle,
  ...mailbox,
  ...marketplace,
  ...places,
  ...polls,
  ...planningCalls,
  ...profiles,
  ...questions,
  ...reviews,
  ...runSheets,
  ...savedVenues,
  ...searchWords,
  ...timeline,
  ...tours,
  ...uploads,
  ...weddingWebsites,
};
