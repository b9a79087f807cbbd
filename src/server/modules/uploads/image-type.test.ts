import { describe, expect, it } from "vitest";
import { sniffImageType } from "./image-type";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffImageType", () => {
  it("recognises each accepted format by its magic bytes", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe("jpeg");
    expect(sniffImageType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp");
    expect(sniffImageType(bytes("GIF89a", [1, 0]))).toBe("gif");
    expect(sniffImageType(bytes("GIF87a"))).toBe("gif");
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], "ftypavif"))).toBe("avif");
    expect(sniffImageType(bytes([0, 0, 0, 0x18], "ftypheic"))).toBe("heic");
    expect(sniffImageType(bytes([0, 0, 0, 0x18], "ftypmif1"))).toBe("heic");
  });

  it("refuses everything else, however the file is named", () => {
    expect(sniffImageType(bytes("hello, I am a .png"))).toBeNull();
    expect(sniffImageType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 0x18], "ftypmp42"))).toBeNull();
    expect(sniffImageType(bytes([0x89, 0x50]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
