// The guest pages' browser bundle (issue #12): /rsvp/{token}, /w/{slug}, /guest-registration/{code} are
// server-rendered HTML (server/modules/guest-pages); this adds what needs a script. No React here: a
// guest on a phone downloads a few KB. One file on purpose: a dynamic import would pull Vite's preload
// helper into a chunk shared with the app's entry, which costs the landing page's first load.
import "@fontsource/cormorant-garamond/500.css";
import "./guest-base.css";
import "./rsvp.css";
import "./website.css";
import { startFindInvitation } from "./find-invitation";
import { startRegistrationPage } from "./registration";
import { startRsvpPage } from "./rsvp";
import { startWebsitePage } from "./website";

const page = document.body.dataset.page;
if (page === "rsvp") startRsvpPage();
else if (page === "website") startWebsitePage();
else if (page === "registration") startRegistrationPage();
// "Find your invitation" can sit on any guest page (the website's RSVP section, the website's own page).
startFindInvitation();
// The mark browser tests wait for before acting, as on the app's pages (docs/ARCHITECTURE.md).
document.documentElement.dataset.hydrated = "";
