import { describe, expect, it } from "vitest";
import { ApiError } from "@client/lib/api";
import { isBudgetConflict } from "./budget-api";

describe("isBudgetConflict", () => {
  it("knows a stale save and a locked budget by status and reason", () => {
    expect(isBudgetConflict(new ApiError(409, "CONFLICT", "Changed.", { reason: "stale" }))).toBe(true);
    expect(isBudgetConflict(new ApiError(403, "FORBIDDEN", "Locked.", { reason: "budget_locked" }))).toBe(
      true,
    );
  });
  it("leaves other errors to the form or the toast", () => {
    expect(isBudgetConflict(new ApiError(409, "CONFLICT", "Exists.", { reason: "already_exists" }))).toBe(
      false,
    );
    expect(isBudgetConflict(new ApiError(400, "VALIDATION", "Bad.", { fields: { name: "Name it." } }))).toBe(
      false,
    );
    expect(isBudgetConflict(new Error("boom"))).toBe(false);
  });
});
