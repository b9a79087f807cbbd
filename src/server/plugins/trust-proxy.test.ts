import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createTestApp, testEnv, uniqueAddress, type TestApp } from "../testing/test-app";

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: "3" });
  proxied = await createTestApp(
    { RATE_LIMIT_AUTH_PER_MINUTE: "3", TRUST_PROXY: "1" },
    { database: direct.testDatabase },
  );
});
afterAll(async () => {
  await proxied?.close();
  await direct?.close();
});

const signIn = (t: TestApp, ip: string, forwardedFor: string) =>
  t
    .client(ip)
    .post(
      "/api/auth/sign-in/email",
      { email: "nobody@example.test", password: "wrong-password-1" },
      { headers: { "x-forwarded-for": forwardedFor } },
    );

describe("TRUST_PROXY", () => {
  it("is off by default: rotating X-Forwarded-For does not escape the auth rate limit", async () => {
    const ip = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await signIn(direct, ip, `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it("with a hop count, takes the client address from the header the proxy appends", async () => {
    const proxy = uniqueAddress();
    const statuses: number[] = [];
    // One proxy, many clients: each keeps its own budget…
    for (let i = 1; i <= 5; i++) statuses.push((await signIn(proxied, proxy, `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // …and one client is limited whichever proxy connection it arrives on, whatever it puts in front.
    const client = [];
    for (let i = 1; i <= 4; i++)
      client.push((await signIn(proxied, uniqueAddress(), `10.9.9.${i}, 198.51.100.77`)).statusCode);
    expect(client).toEqual([401, 401, 401, 429]);
  });

  it("parses a hop count, true, or addresses and CIDRs, and refuses anything else", () => {
    const parse = (TRUST_PROXY?: string) => loadConfig({ ...testEnv, TRUST_PROXY }).TRUST_PROXY;
    expect(parse(undefined)).toBe(false);
    expect(parse("false")).toBe(false);
    expect(parse("true")).toBe(true);
    expect(parse("2")).toBe(2);
    expect(parse("10.0.0.1, 172.16.0.0/12,::1")).toEqual(["10.0.0.1", "172.16.0.0/12", "::1"]);
    expect(() => parse("10.0.0.0/33")).toThrow(
      "Invalid configuration — TRUST_PROXY: use true, a hop count or addresses/CIDRs separated by commas (not 10.0.0.0/33)",
    );
    expect(parse("loopback,10.0.0.0/8")).toEqual(["loopback", "10.0.0.0/8"]);
    expect(() => parse("my-proxy")).toThrow("(not my-proxy)");
  });
});
