import { describe, expect, it } from "vitest";
import { trackerLines } from "./answers/data";

/** June's words about the budget tracker (issue #14): only the figures budget_summary gave her. */
describe("trackerLines", () => {
  it("says committed, paid and still to pay, to the cent, and lists what is due soon", () => {
    expect(
      trackerLines({
        committed: 10_350.01,
        paid: 2000,
        due: 8350.01,
        dueSoon: [
          {
            label: "Tasting",
            item: "Bar",
            category: "Catering",
            amount: 123.45,
            dueOn: "2027-05-01",
            overdue: true,
          },
          {
            label: "Deposit",
            item: "DJ",
            category: "Music",
            amount: 500,
            dueOn: "2027-05-20",
            overdue: false,
          },
        ],
      }),
    ).toEqual([
      "In your budget tracker, **$10,350.01** is committed so far: you've paid **$2,000** and **$8,350.01** is still to pay.",
      "**Due soon:**\n- Tasting for Bar (Catering): $123.45 was due on May 1, 2027 — overdue\n- Deposit for DJ (Music): $500 on May 20, 2027",
    ]);
  });

  it("leaves out the due-soon list when nothing is due", () => {
    expect(trackerLines({ committed: 0, paid: 0, due: 0, dueSoon: [] })).toEqual([
      "In your budget tracker, **$0** is committed so far: you've paid **$0** and **$0** is still to pay.",
    ]);
  });
});
