import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createHelpArticles } from "./help-articles";

async function dirWith(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "help-articles-"));
  for (const [name, body] of Object.entries(files)) await writeFile(path.join(dir, name), body);
  return dir;
}

describe("help articles", () => {
  it("reads titles from the first heading, searches every word, title hits first", async () => {
    const articles = createHelpArticles(
      await dirWith({
        "password-reset.md":
          "# Resetting your password\n\nUse **Forgot password** on the sign-in page. The link lasts 10 minutes.",
        "verification.md":
          "# Verifying your email\n\nIf the link expired, sign in to get a new one; resetting your password does not verify.",
        "notes.txt": "not an article",
        "Bad Name.md": "# Ignored",
      }),
    );
    expect((await articles.search()).map((a) => a.slug)).toEqual(["password-reset", "verification"]);
    expect((await articles.search("password")).map((a) => a.slug)).toEqual([
      "password-reset",
      "verification",
    ]);
    expect((await articles.search("email link")).map((a) => a.slug)).toEqual(["verification"]);
    expect(await articles.search("llama")).toEqual([]);
    const one = await articles.get("password-reset");
    expect(one).toMatchObject({ title: "Resetting your password" });
    expect(one?.excerpt).toBe("Use Forgot password on the sign-in page. The link lasts 10 minutes.");
    expect(await articles.get("nope")).toBeNull();
  });

  it("answers an empty list when the knowledge directory does not exist", async () => {
    expect(await createHelpArticles("/nonexistent/knowledge").search("x")).toEqual([]);
  });
});
