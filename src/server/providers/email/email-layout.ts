/** The house style every email shares: user text escaped, a calm single column, one action button. */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export type EmailAction = { label: string; url: string };

/** The page around an email's content: heading, the given (already escaped) body HTML, the sign-off. */
export function emailPage(heading: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#faf6f2;font-family:Georgia,serif;color:#3b2f2c"><div style="max-width:520px;margin:0 auto;padding:32px 24px"><h1 style="font-weight:normal;font-size:26px;margin:0 0 20px">${escapeHtml(heading)}</h1>${bodyHtml}<p style="margin-top:32px;font-size:13px;color:#6b5e5a">With love, June &amp; Grace</p></div></body></html>`;
}

/** A button, and the link written out for clients that hide buttons. */
export function actionHtml(action: EmailAction): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#9f4a5b;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#6b5e5a">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`;
}

/** Paragraphs of plain text (line breaks kept) and an optional action. */
export function emailLayout(opts: { heading: string; paragraphs: string[]; action?: EmailAction }): string {
  const body = opts.paragraphs
    .map((p) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(p)}</p>`)
    .join("");
  return emailPage(opts.heading, body + (opts.action ? actionHtml(opts.action) : ""));
}
