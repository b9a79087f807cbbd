import { describe, expect, it } from "vitest";
import { isGuestPage } from "./city-picker-modal";

describe("isGuestPage (the city picker stays closed)", () => {
  it("skips run sheets shared by link (issue #15)", () => {
    expect(isGuestPage("/timeline/shared/abc123")).toBe(true);
    expect(isGuestPage("/timeline/mobile/7b1e0c2a-1111-4c4c-9d9d-000000000001/abc123")).toBe(true);
  });

  it("skips helpers' pages (issue #13)", () => {
    expect(isGuestPage("/join/some-token")).toBe(true);
    expect(isGuestPage("/contributor-dashboard")).toBe(true);
  });

  it("still asks on the couple's own pages and the rest of the site", () => {
    expect(isGuestPage("/")).toBe(false);
    expect(isGuestPage("/timeline/mobile/7b1e0c2a-1111-4c4c-9d9d-000000000001")).toBe(false);
    expect(isGuestPage("/planning/master-timeline")).toBe(false);
    expect(isGuestPage("/timeline/shared")).toBe(false);
  });
});
