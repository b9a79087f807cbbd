/** Email bodies. Plain text first (it is what most clients preview), HTML as a calm single column. */

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function layout(opts: { heading: string; paragraphs: string[]; action?: { label: string; url: string } }) {
  const body = opts.paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join("");
  const action = opts.action
    ? `<p style="margin:24px 0"><a href="${escape(opts.action.url)}" style="background:#9f4a5b;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;display:inline-block">${escape(opts.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#6b5e5a">Or paste this link into your browser: ${escape(opts.action.url)}</p>`
    : "";
  return `<!doctype html><html><body style="margin:0;background:#faf6f2;font-family:Georgia,serif;color:#3b2f2c"><div style="max-width:520px;margin:0 auto;padding:32px 24px"><h1 style="font-weight:normal;font-size:26px;margin:0 0 20px">${escape(opts.heading)}</h1>${body}${action}<p style="margin-top:32px;font-size:13px;color:#6b5e5a">With love, June &amp; Grace</p></div></body></html>`;
}

export function verificationEmail(opts: { name: string; url: string }) {
  const greeting = opts.name ? `Hi ${opts.name},` : "Hi,";
  return {
    subject: "Confirm your email",
    text: `${greeting}\n\nWelcome! Confirm your email to start planning:\n${opts.url}\n\nIf you did not sign up, you can ignore this email.\n`,
    html: layout({
      heading: "Confirm your email",
      paragraphs: [
        greeting,
        "Welcome! Confirm your email to start planning.",
        "If you did not sign up, you can ignore this email.",
      ],
      action: { label: "Confirm my email", url: opts.url },
    }),
  };
}

export function resetPasswordEmail(opts: { url: string }) {
  return {
    subject: "Reset your password",
    text: `Someone asked to reset the password for this account.\n\nChoose a new password here (the link expires in 10 minutes and works once):\n${opts.url}\n\nIf it was not you, ignore this email; your password stays the same.\n`,
    html: layout({
      heading: "Reset your password",
      paragraphs: [
        "Someone asked to reset the password for this account.",
        "The link below expires in 10 minutes and works once.",
        "If it was not you, ignore this email; your password stays the same.",
      ],
      action: { label: "Choose a new password", url: opts.url },
    }),
  };
}

export function contactOperatorEmail(opts: { name: string; email: string; topic: string; message: string }) {
  return {
    subject: `Contact form: ${opts.topic} — ${opts.name}`,
    text: `From: ${opts.name} <${opts.email}>\nTopic: ${opts.topic}\n\n${opts.message}\n`,
    html: layout({
      heading: `New message: ${opts.topic}`,
      paragraphs: [`From: ${opts.name} <${opts.email}>`, ...opts.message.split(/\n{2,}/)],
    }),
  };
}
