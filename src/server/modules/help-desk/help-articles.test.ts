import { describe, expect, it } from "vitest";
import { createSupportKnowledge, parseSupportArticle } from "../../providers/ai/grace/support-knowledge";
import { createHelpArticles } from "./help-articles";

const article = (slug: string, title: string, sections: string) =>
  parseSupportArticle(
    `---\ntitle: ${title}\nslug: ${slug}\nsummary: About ${title.toLowerCase()}.\n---\n\n${sections}`,
  );

describe("help articles (Grace's knowledge base, shaped for /help)", () => {
  const articles = createHelpArticles(
    createSupportKnowledge([
      article(
        "password-reset",
        "Resetting your password",
        "## Forgot your password\n\nkeywords: forgot password, reset\nUse **Forgot password** on the sign-in page.\n\n## The link expired\n\nAsk for a new reset link.",
      ),
      article(
        "verification",
        "Verifying your email",
        "## No email arrived\n\nCheck spam for the verification email.",
      ),
    ]),
  );

  it("lists every article without words, and each matching article once with them", () => {
    expect(articles.search().map((a) => a.slug)).toEqual(["password-reset", "verification"]);
    expect(articles.search("forgot my password reset link")).toEqual([
      { slug: "password-reset", title: "Resetting your password", excerpt: "About resetting your password." },
    ]);
    expect(articles.search("verification email spam").map((a) => a.slug)).toEqual(["verification"]);
    expect(articles.search("llama")).toEqual([]);
  });

  it("gives an article's sections as one markdown body", () => {
    expect(articles.get("password-reset")?.body).toBe(
      "## Forgot your password\n\nUse **Forgot password** on the sign-in page.\n\n## The link expired\n\nAsk for a new reset link.",
    );
    expect(articles.get("nope")).toBeNull();
  });

  it("serves the articles that ship with the server", () => {
    const shipped = createHelpArticles(createSupportKnowledge());
    expect(shipped.search().length).toBeGreaterThanOrEqual(5);
    expect(shipped.search("reset password")[0]?.slug).toBe("password-reset");
  });
});
