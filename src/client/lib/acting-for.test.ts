// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { ACTING_FOR_HEADER as shared } from "@shared/schemas/collaboration";
import { ACTING_FOR_HEADER, getActingFor, setActingFor } from "./acting-for";

afterEach(() => window.sessionStorage.clear());

describe("acting for a couple", () => {
  it("names the header exactly as the shared contract does", () => {
    expect(ACTING_FOR_HEADER).toBe(shared);
  });

  it("keeps a couple id for the tab and forgets it on null", () => {
    expect(getActingFor()).toBeNull();
    setActingFor("abc_DEF-123");
    expect(getActingFor()).toBe("abc_DEF-123");
    setActingFor(null);
    expect(getActingFor()).toBeNull();
  });

  it("refuses an id of the wrong shape (it would never reach a header)", () => {
    setActingFor("abc");
    setActingFor("not an id\n");
    expect(getActingFor()).toBeNull();
  });
});
