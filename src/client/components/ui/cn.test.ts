import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("skips falsy parts and takes conditional objects", () => {
    expect(cn("a", false, null, undefined, "", { b: true, c: false }, ["d"])).toBe("a b d");
  });
  it("lets the later class win where two set the same property", () => {
    expect(cn("h-11 px-6 text-base", "px-2")).toBe("h-11 text-base px-2");
    expect(cn("bg-rose text-white", "bg-white")).toBe("text-white bg-white");
    expect(cn("rounded-full", "rounded-2xl")).toBe("rounded-2xl");
  });
  it("knows the type scale's sizes from text colours", () => {
    expect(cn("text-body text-muted", "text-ink")).toBe("text-body text-ink");
    expect(cn("text-body", "text-title")).toBe("text-title");
  });
});
