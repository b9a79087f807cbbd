import { describe, expect, it } from "vitest";
import { attachmentProblem, formatBytes } from "./attachment-rules";

describe("attachmentProblem", () => {
  it("accepts images and PDFs up to 10 MB, five per message", () => {
    expect(attachmentProblem({ name: "a.pdf", type: "application/pdf", size: 1000 }, 0)).toBeNull();
    expect(attachmentProblem({ name: "a.png", type: "image/png", size: 1000 }, 4)).toBeNull();
    expect(attachmentProblem({ name: "a.png", type: "image/png", size: 1000 }, 5)).toBe(
      "Attach at most 5 files.",
    );
    expect(attachmentProblem({ name: "a.docx", type: "application/msword", size: 10 }, 0)).toBe(
      "a.docx: attach an image (JPEG, PNG, WebP, GIF) or a PDF.",
    );
    expect(attachmentProblem({ name: "big.pdf", type: "application/pdf", size: 11 * 1024 * 1024 }, 0)).toBe(
      "big.pdf is over 10 MB.",
    );
  });
  it("writes sizes for people", () => {
    expect(formatBytes(300)).toBe("1 KB");
    expect(formatBytes(2.5 * 1024 * 1024)).toBe("2.5 MB");
  });
});
