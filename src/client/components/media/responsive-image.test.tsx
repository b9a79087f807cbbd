import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { photoSizes } from "@shared/rules/upload-images";
import { ResponsiveImage } from "./responsive-image";

const id = "0b7d1c1e-2f0a-4c53-9d0e-5a3c1f2e4b6d";

describe("ResponsiveImage", () => {
  it("offers AVIF then WebP variants in a <picture>, with the layout's sizes and a sized <img>", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        photo={{ src: `/uploads/${id}.webp`, width: 2000, height: 1333, widths: [480, 960, 1600] }}
        alt="Courtyard"
        layout="hero"
        width={1200}
        height={800}
        loading="eager"
        fetchPriority="high"
      />,
    );
    const sizes = photoSizes.hero;
    expect(html).toMatch(
      /^<picture class="contents"><source type="image\/avif" srcSet="[^"]+-w480\.avif 480w/,
    );
    expect(html.indexOf("image/avif")).toBeLessThan(html.indexOf("image/webp"));
    expect(html).toContain(`sizes="${sizes}"`);
    expect(html).toContain(`<img src="/uploads/${id}.webp" alt="Courtyard" width="1200" height="800"`);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it("draws an SVG or an older upload as one <img>, sized by the 3:2 frame without a size of its own", () => {
    const svg = renderToStaticMarkup(
      <ResponsiveImage photo={{ src: "/media/venues/barn-1.svg" }} alt="" layout="card" />,
    );
    expect(svg).toBe(
      '<img src="/media/venues/barn-1.svg" alt="" width="1200" height="800" loading="lazy" decoding="async"/>',
    );
    const old = renderToStaticMarkup(
      <ResponsiveImage photo={{ src: `/uploads/${id}.webp` }} alt="" layout="card" />,
    );
    expect(old).not.toContain("<picture");
  });

  it("takes a photo's own size when no frame is given", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        photo={{ src: `/uploads/${id}.webp`, width: 667, height: 1000, widths: [480, 667] }}
        alt=""
        layout="lightbox"
      />,
    );
    expect(html).toContain('width="667" height="1000"');
  });
});
