import { Prose } from "../prose";

/** Why the product exists, in plain words. */
export function AboutStory() {
  return (
    <Prose>
      <h2>Why we built it</h2>
      <p>
        Planning a wedding usually means a dozen open tabs: a spreadsheet for the budget, another for guests,
        a notes app full of venue names, group texts with family, and inboxes full of quotes. Every tool knows
        one piece of the plan, and none of them knows it is the same wedding.
      </p>
      <p>
        June Weddings puts those pieces in one connected place. Your venue shortlist, your vendors, your guest
        list and RSVPs, your budget, your timeline, your floor plan and your inspiration all live together —
        so a change in one shows up everywhere it matters.
      </p>
      <h2>An assistant that knows your plan</h2>
      <p>
        At the center is June, an AI planning assistant. Because June works inside your plan, you can ask “Can
        we afford a live band?” or “Which of our saved venues fits 140 guests?” and get an answer based on
        your date, your headcount, your saved venues and your budget — not a generic checklist. June only ever
        sees your own plan, and you can clear your conversation whenever you like.
      </p>
      <p>
        When something needs a person, Grace, our support assistant, is one tap away — and a real member of
        our team reads every message sent through the contact form.
      </p>
      <h2>Our mission</h2>
      <p>
        <strong>
          To help every couple plan a wedding that feels like them — with less stress, honest numbers and the
          right local people around them.
        </strong>{" "}
        That also means being good for the venues and vendors who make weddings happen: a free listing, and
        couples who arrive already knowing what they want.
      </p>
    </Prose>
  );
}
