import { describe, expect, it } from "vitest";
import { createInquirySchema, earliestWeddingDate } from "./inquiries";

describe("earliestWeddingDate", () => {
  it("is today in UTC−12, so nobody's own today is refused", () => {
    expect(earliestWeddingDate(new Date("2027-03-10T11:59:00Z"))).toBe("2027-03-09");
    expect(earliestWeddingDate(new Date("2027-03-10T12:00:00Z"))).toBe("2027-03-10");
  });
});

describe("createInquirySchema", () => {
  const valid = { listingKind: "venue", slug: "lakeview-glasshouse", message: "x".repeat(20) };

  it("accepts the minimum and trims the message", () => {
    expect(createInquirySchema.parse({ ...valid, message: `  ${"y".repeat(20)}  ` }).message).toBe(
      "y".repeat(20),
    );
  });

  it("refuses a past date with a clear message", () => {
    const result = createInquirySchema.safeParse({ ...valid, weddingDate: "2001-01-01" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Choose today or a later date.");
  });

  it("refuses a message of 19 characters after trimming", () => {
    const result = createInquirySchema.safeParse({ ...valid, message: ` ${"x".repeat(19)} ` });
    expect(result.error?.issues[0]?.message).toBe("Write at least 20 characters so they can answer well.");
  });
});
