/**
 * The conversations' offline mail (issue #13; docs/decisions/034): one digest per person listing every
 * conversation with messages they have not read, in the house style (plain text first, user text escaped).
 */
import { actionHtml, emailPage, escapeHtml as escape } from "./email-layout";

export type DigestThread = {
  /** "Ava & Noah about Willow Barn", "Your wedding chat" … */
  title: string;
  /** Who wrote, in the order they wrote. */
  authors: string[];
  count: number;
  /** The last message, shortened. */
  excerpt: string;
  url: string;
};

const messages = (n: number) => (n === 1 ? "1 new message" : `${n} new messages`);

/** "Ava", "Ava and Sam", "Ava, Sam and Lee". */
export function namesList(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export function conversationDigestEmail(opts: { recipientName: string; threads: DigestThread[] }) {
  const total = opts.threads.reduce((n, t) => n + t.count, 0);
  const only = opts.threads.length === 1 ? opts.threads[0] : undefined;
  const subject = only
    ? `${messages(only.count)} from ${namesList(only.authors)}`
    : `${messages(total)} in ${opts.threads.length} conversations`;
  const greeting = opts.recipientName ? `Hi ${opts.recipientName},` : "Hi,";
  const intro = "While you were away, people wrote to you on June Weddings:";
  const lines = opts.threads.map(
    (t) =>
      `${t.title}: ${messages(t.count)} from ${namesList(t.authors)}\n“${t.excerpt}”\nRead and answer: ${t.url}`,
  );
  const text = `${greeting}\n\n${intro}\n\n${lines.join("\n\n")}\n\nYou get one mail like this for messages you have not read within a few minutes; reading them in the app stops it.\n`;
  const blocks = opts.threads
    .map(
      (t) =>
        `<h2 style="font-weight:normal;font-size:19px;margin:24px 0 6px">${escape(t.title)}</h2>` +
        `<p style="margin:0 0 8px;color:#6b5e5a">${escape(`${messages(t.count)} from ${namesList(t.authors)}`)}</p>` +
        `<blockquote style="margin:0 0 12px;padding:12px 16px;background:#fff;border-left:3px solid #c9a27e;border-radius:8px;white-space:pre-line">${escape(t.excerpt)}</blockquote>` +
        actionHtml({ label: "Read and answer", url: t.url }),
    )
    .join("");
  const html = emailPage(
    subject,
    `<p style="margin:0 0 16px">${escape(greeting)}</p><p style="margin:0 0 16px">${escape(intro)}</p>${blocks}` +
      `<p style="margin:24px 0 0;font-size:13px;color:#6b5e5a">You get one mail like this for messages you have not read within a few minutes; reading them in the app stops it.</p>`,
  );
  return { subject, text, html };
}
