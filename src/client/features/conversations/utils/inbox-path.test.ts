import { describe, expect, it } from "vitest";
import { inboxPath, unreadLabel } from "./inbox-path";

describe("inboxPath", () => {
  it("leads each kind to its inbox", () => {
    expect(inboxPath("couple", [])).toBe("/couple-account");
    expect(inboxPath("vendor", [])).toBe("/vendor-dashboard");
    expect(inboxPath("venue_owner", [])).toBe("/venue-owner-dashboard");
    expect(inboxPath("contributor", [])).toBe("/contributor-dashboard");
  });
  it("opens the one conversation holding every unread message", () => {
    const id = "0b7c2a8e-1d7f-4a43-9d1e-2f7e1c0c5a11";
    expect(inboxPath("vendor", [{ thread: `inquiry:${id}`, unread: 2 }])).toBe(
      `/vendor-dashboard?inquiry=${id}`,
    );
    expect(inboxPath("contributor", [{ thread: "couple:abc", unread: 1 }])).toBe("/contributor/abc/chat");
    expect(
      inboxPath("couple", [
        { thread: "couple:abc", unread: 1 },
        { thread: `inquiry:${id}`, unread: 1 },
      ]),
    ).toBe("/couple-account");
  });
});

describe("unreadLabel", () => {
  it("is the badge's accessible name", () => {
    expect(unreadLabel(1)).toBe("1 unread message");
    expect(unreadLabel(3)).toBe("3 unread messages");
  });
});
