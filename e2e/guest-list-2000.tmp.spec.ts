import { createVerifiedAccount, expect, sameOrigin, signInThroughUi, test } from "./fixtures";

test.slow();
test("2,000 guests", async ({ page }) => {
  const account = await createVerifiedAccount(page.request, "couple");
  await signInThroughUi(page, account.email, account.password);
  await page.goto("/planning/guest-list-manager");
  const rows = ["household,name,email,tags,rsvp_status"];
  for (let i = 0; i < 2000; i++)
    rows.push(`Household ${Math.floor(i / 2)},Guest${i} Person${i},g${i}@example.com,${i % 3 ? "college" : "family"},${["yes", "no", ""][i % 3]}`);
  const csv = rows.join("\n");
  const res = await page.request.post("/api/guests/import", { data: { csv, skipLines: [] }, headers: sameOrigin(page), timeout: 60000 });
  expect(res.status()).toBeLessThan(300);
  for (const [width, height] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    const t0 = Date.now();
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor();
    await expect(page.getByText("2000 guests", { exact: true })).toBeVisible({ timeout: 20000 });
    console.log(width, "render ms", Date.now() - t0, "rows in DOM", await page.getByRole("checkbox").count());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.start");
    const frames = await page.evaluate(async (isWide) => {
      const scroller = isWide ? document.querySelector('[role="table"]')! : document.scrollingElement!;
      let frames = 0;
      let worst = 0;
      let last = performance.now();
      const start = last;
      while (performance.now() - start < 2000) {
        scroller.scrollTop += 120;
        await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        worst = Math.max(worst, now - last);
        last = now;
        frames++;
      }
      return { frames, worst: Math.round(worst) };
    }, width > 700);
    console.log(width, "scroll 2s:", JSON.stringify(frames));
    const { profile } = await cdp.send("Profiler.stop");
    const self = new Map<string, number>();
    const dt = profile.timeDeltas ?? [];
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    (profile.samples ?? []).forEach((id, i) => {
      const n = byId.get(id)!;
      const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
    });
    console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${Math.round(v / 1000)}ms ${k}`).join("\n"));
    await page.getByRole("searchbox", { name: "Search" }).fill("person199");
    await expect(page.getByText(/Showing 11 of 2000 guests/)).toBeVisible();
    await page.screenshot({ path: `/tmp/guests-ui-shots/g2000-${width}.png` });
    await page.getByRole("searchbox", { name: "Search" }).fill("");
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.screenshot({ path: `/tmp/guests-ui-shots/g2000-${width}-scrolled.png` });
  }
});
