import { describe, expect, it } from "vitest";
import { deviceLabel, parseUserAgent } from "./user-agent";

const label = (ua: string | null) => deviceLabel(parseUserAgent(ua));

describe("parseUserAgent", () => {
  it("names the common browsers and systems", () => {
    expect(
      label(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome on macOS");
    expect(
      label(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe("Edge on Windows");
    expect(
      label(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(label("Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0")).toBe(
      "Firefox on Linux",
    );
    expect(
      label(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
  });

  it("says mobile for phones", () => {
    expect(
      parseUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile Safari/604.1").mobile,
    ).toBe(true);
    expect(parseUserAgent("Mozilla/5.0 (X11; Linux x86_64) Firefox/132.0").mobile).toBe(false);
  });

  it("admits what it cannot tell", () => {
    expect(label(null)).toBe("Unknown browser on unknown system");
    expect(label("curl/8.5.0")).toBe("Unknown browser on unknown system");
  });
});
