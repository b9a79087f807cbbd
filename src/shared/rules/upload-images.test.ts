import { describe, expect, it } from "vitest";
import {
  photoSizes,
  pictureSources,
  uploadIdOf,
  uploadSrc,
  uploadVariantSrc,
  variantWidthsFor,
} from "./upload-images";

const id = "0b7d1c1e-2f0a-4c53-9d0e-5a3c1f2e4b6d";

describe("variantWidthsFor", () => {
  it("takes 480, 960 and 1600 from a photo wider than 1600 px", () => {
    expect(variantWidthsFor(2000)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(1601)).toEqual([480, 960, 1600]);
  });

  it("never enlarges: the photo's own width tops a narrower photo", () => {
    expect(variantWidthsFor(1600)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(1200)).toEqual([480, 960, 1200]);
    expect(variantWidthsFor(800)).toEqual([480, 800]);
    expect(variantWidthsFor(300)).toEqual([300]);
  });

  it("skips a step within 1.25× of the top, so no two candidates are near-duplicates", () => {
    expect(variantWidthsFor(1100)).toEqual([480, 1100]);
    expect(variantWidthsFor(500)).toEqual([500]);
    expect(variantWidthsFor(600)).toEqual([480, 600]);
  });

  it("has nothing for a photo without a width", () => {
    expect(variantWidthsFor(0)).toEqual([]);
    expect(variantWidthsFor(Number.NaN)).toEqual([]);
  });
});

describe("upload paths", () => {
  it("names the original and each variant, and reads the id back from the original only", () => {
    expect(uploadSrc(id)).toBe(`/uploads/${id}.webp`);
    expect(uploadVariantSrc(id, 960, "avif")).toBe(`/uploads/${id}-w960.avif`);
    expect(uploadIdOf(uploadSrc(id))).toBe(id);
    expect(uploadIdOf(uploadVariantSrc(id, 960, "webp"))).toBeUndefined();
    expect(uploadIdOf("/media/venues/barn-1.svg")).toBeUndefined();
  });
});

describe("pictureSources", () => {
  it("lists AVIF and WebP candidates by width; WebP ends with the wider original", () => {
    expect(pictureSources({ src: uploadSrc(id), width: 2000, widths: [480, 960, 1600] })).toEqual({
      avif: `/uploads/${id}-w480.avif 480w, /uploads/${id}-w960.avif 960w, /uploads/${id}-w1600.avif 1600w`,
      webp:
        `/uploads/${id}-w480.webp 480w, /uploads/${id}-w960.webp 960w, /uploads/${id}-w1600.webp 1600w, ` +
        `/uploads/${id}.webp 2000w`,
    });
  });

  it("does not repeat the original when the largest variant is its own width", () => {
    expect(pictureSources({ src: uploadSrc(id), width: 800, widths: [480, 800] })?.webp).toBe(
      `/uploads/${id}-w480.webp 480w, /uploads/${id}-w800.webp 800w`,
    );
  });

  it("has none for an SVG illustration or an upload from before variants", () => {
    expect(pictureSources({ src: "/media/venues/barn-1.svg" })).toBeNull();
    expect(pictureSources({ src: "/media/venues/barn-1.svg", widths: [480] })).toBeNull();
    expect(pictureSources({ src: uploadSrc(id) })).toBeNull();
    expect(pictureSources({ src: uploadSrc(id), width: 900, widths: [] })).toBeNull();
  });
});

describe("photoSizes", () => {
  it("ends every list with a length for the smallest screens", () => {
    for (const sizes of Object.values(photoSizes)) {
      const last = sizes.split(",").at(-1)!.trim();
      expect(last, sizes).not.toMatch(/^\(/);
    }
  });
});
