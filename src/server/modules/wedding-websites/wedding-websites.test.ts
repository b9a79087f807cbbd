import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WeddingWebsite } from "@shared/schemas/wedding-websites";
import { guestEvents } from "../../db/schema/guests";
import { coupleProfiles } from "../../db/schema/profiles";
import { weddingWebsites } from "../../db/schema/wedding-websites";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";

let t: TestApp;
let ava: { id: string; client: Client };
let other: { id: string; client: Client };

const input = (site: WeddingWebsite) => ({
  slug: site.slug,
  theme: site.theme,
  title: site.title,
  sections: site.sections,
});

beforeAll(async () => {
  t = await createTestApp();
  ava = await t.quickUser({ kind: "couple" });
  other = await t.quickUser({ kind: "couple" });
  await t.db.insert(coupleProfiles).values([
    {
      id: ava.id,
      partner1Name: "Zoë",
      partner2Name: "Noah Quill",
      weddingDate: "2031-06-14",
      cityId: "cleveland",
    },
    { id: other.id, partner1Name: "Zoe", partner2Name: "Noah" },
  ]);
  await t.db.insert(guestEvents).values([
    {
      coupleId: ava.id,
      name: "Ceremony",
      startsOn: "2031-06-14",
      startsAt: "16:30",
      location: "Rose Garden",
      position: 0,
    },
    { coupleId: other.id, name: "Other couple's secret brunch", position: 0 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe("the builder's API", () => {
  let site: WeddingWebsite;

  it("makes a private draft on first read: address and title from the names, no invented facts", async () => {
    const res = await ava.client.get("/api/wedding-website");
    expect(res.statusCode, res.body).toBe(200);
    site = res.json<WeddingWebsite>();
    expect(site).toMatchObject({
      slug: "zoe-and-noah",
      path: "/w/zoe-and-noah",
      title: "Zoë & Noah Quill",
      theme: "garden",
      hasPassword: false,
      publishedAt: null,
    });
    expect(site.sections.story).toEqual({ enabled: true, heading: "Our story", body: "" });
    expect(site.sections.faq.items.every((f) => f.answer === "")).toBe(true);
    // The same again (no second draft).
    expect((await ava.client.get("/api/wedding-website")).json<WeddingWebsite>().slug).toBe("zoe-and-noah");
  });

  it("gives another couple with the same names the next free address", async () => {
    const theirs = (await other.client.get("/api/wedding-website")).json<WeddingWebsite>();
    expect(theirs.slug).toBe("zoe-and-noah-2");
    expect(theirs.title).toBe("Zoe & Noah");
  });

  it("refuses an address another couple has: 409 with the field error", async () => {
    const res = await other.client.put("/api/wedding-website", { ...input(site), slug: "zoe-and-noah" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: {
        code: "CONFLICT",
        message: "That address is taken.",
        fields: { slug: "That address is taken." },
      },
    });
    const check = await other.client.get("/api/wedding-website/slug?slug=zoe-and-noah");
    expect(check.json()).toEqual({
      slug: "zoe-and-noah",
      available: false,
      message: "That address is taken.",
    });
    const own = await ava.client.get("/api/wedding-website/slug?slug=zoe-and-noah");
    expect(own.json()).toMatchObject({ available: true });
  });

  it("saves the couple's story and theme", async () => {
    const body = input(site);
    body.theme = "midnight";
    body.sections.story.body = "We met at a library book sale.\n\nNoah bought the book Zoë wanted.";
    body.sections.faq.items[0]!.answer = "Garden party attire.";
    const res = await ava.client.put("/api/wedding-website", body);
    expect(res.statusCode, res.body).toBe(200);
    site = res.json<WeddingWebsite>();
    expect(site.theme).toBe("midnight");
  });

  it("refuses photos that are not the couple's own uploads", async () => {
    const body = input(site);
    body.sections.photos.uploadIds = ["00000000-0000-4000-8000-000000000000"];
    const res = await ava.client.put("/api/wedding-website", body);
    expect(res.statusCode).toBe(400);
    const message = "One of the photos was not found. Please upload it again.";
    expect(res.json()).toMatchObject({ error: { fields: { "sections.photos": message } } });
  });
});

describe("the public site /w/{slug}", () => {
  const visitor = () => t.client();

  it("is private until published: 404 for visitors and other couples, the draft previewed only by its owner", async () => {
    const anon = await visitor().get("/w/zoe-and-noah");
    expect(anon.statusCode).toBe(404);
    expect(anon.body).toContain("We couldn&#x27;t find that wedding website");
    expect(anon.body).not.toContain("library book sale");
    expect((await other.client.get("/w/zoe-and-noah?preview=1")).statusCode).toBe(404);
    expect((await visitor().get("/w/no-such-site")).statusCode).toBe(404);

    const preview = await ava.client.get("/w/zoe-and-noah?preview=1");
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("Preview — not published yet. Only you can see this.");
    expect(preview.body).toContain("library book sale");
    expect(preview.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(preview.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(preview.headers["cache-control"]).toBe("private, no-store");
    expect(preview.body).toContain('name="robots" content="noindex, nofollow"');
  });

  it("once published, shows everyone the site: names, date, city, story, schedule, FAQ and the RSVP entry", async () => {
    const res = await ava.client.post("/api/wedding-website/publish", { published: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<WeddingWebsite>().publishedAt).not.toBeNull();
    const page = await visitor().get("/w/zoe-and-noah");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-theme="midnight"');
    expect(page.body).toContain("Zoë &amp; Noah Quill");
    expect(page.body).toContain("Saturday, June 14, 2031");
    expect(page.body).toContain("Cleveland");
    expect(page.body).toContain("We met at a library book sale.");
    expect(page.body).toContain("Ceremony");
    expect(page.body).toContain("4:30 PM");
    expect(page.body).toContain("Rose Garden");
    expect(page.body).not.toContain("secret brunch");
    expect(page.body).toContain("Garden party attire.");
    // Unanswered starter questions stay out.
    expect(page.body).not.toContain("Are children welcome?");
    expect(page.body).toContain('data-find-invitation="zoe-and-noah"');
    expect(page.body).not.toContain("Preview —");
    expect(page.body).not.toContain("noindex");
    expect(page.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("behind a password: the form, a wrong password shows it again, the right one sets a cookie for this site", async () => {
    const set = await ava.client.put("/api/wedding-website/password", { password: "bluebell" });
    expect(set.json<WeddingWebsite>().hasPassword).toBe(true);
    const [row] = await t.db.select().from(weddingWebsites).where(eq(weddingWebsites.coupleId, ava.id));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain("bluebell");

    const guest = visitor();
    const gate = await guest.get("/w/zoe-and-noah");
    expect(gate.statusCode).toBe(200);
    expect(gate.body).toContain("This wedding website is private.");
    expect(gate.body).not.toContain("library book sale");
    expect(gate.headers["cache-control"]).toBe("no-store");

    const form = (password: string) =>
      guest.request("POST", "/w/zoe-and-noah/unlock", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `password=${encodeURIComponent(password)}`,
      });
    const wrong = await form("daisy");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("That password isn&#x27;t right. Check your invitation and try again.");
    expect(wrong.headers["set-cookie"]).toBeUndefined();

    const right = await form("bluebell");
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe("/w/zoe-and-noah");
    const cookie = String(right.headers["set-cookie"]);
    expect(cookie).toContain("Path=/w/zoe-and-noah");
    expect(cookie).toContain("HttpOnly");
    const unlocked = await guest.get("/w/zoe-and-noah");
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.body).toContain("library book sale");
    expect(unlocked.headers["cache-control"]).toBe("private, no-store");
    expect(unlocked.body).toContain("noindex");

    // A form post from another site is refused.
    const foreign = await visitor().request("POST", "/w/zoe-and-noah/unlock", {
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "password=bluebell",
    });
    expect(foreign.statusCode).toBe(403);

    // A new password forgets the visitors who knew the old one.
    await ava.client.put("/api/wedding-website/password", { password: "foxglove" });
    expect((await guest.get("/w/zoe-and-noah")).body).toContain("This wedding website is private.");
    await ava.client.put("/api/wedding-website/password", { password: null });
    expect((await visitor().get("/w/zoe-and-noah")).body).toContain("library book sale");
  });

  it("sends an address typed with capitals to the lower-case one", async () => {
    const res = await visitor().get("/w/Zoe-And-Noah");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/w/zoe-and-noah");
  });

  it("shows the demo couple's published website, with only their profile's facts", async () => {
    const res = await visitor().get("/w/ava-and-noah");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Ava &amp; Noah");
    expect(res.body).toContain("Saturday, September 18, 2027");
    expect(res.body).toContain("Cleveland, OH");
    expect(res.body).toContain('data-theme="garden"');
  });

  it("unpublished again, answers 404 to visitors", async () => {
    const res = await ava.client.post("/api/wedding-website/publish", { published: false });
    expect(res.json<WeddingWebsite>().publishedAt).toBeNull();
    expect((await visitor().get("/w/zoe-and-noah")).statusCode).toBe(404);
    expect((await ava.client.get("/w/zoe-and-noah?preview=1")).statusCode).toBe(200);
  });
});
