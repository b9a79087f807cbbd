import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { GuestAssets } from "./guest-assets";

/** Which script module the page runs (src/client/guest/guest-page.ts dispatches on it). */
export type GuestPageKind = "rsvp" | "website" | "registration" | "message";

export type GuestDocumentInput = {
  title: string;
  description?: string;
  page: GuestPageKind;
  /** A website theme (styles in src/client/guest/website.css); the RSVP and registration pages use it too. */
  theme?: string;
  body: ReactElement;
  assets: GuestAssets;
  /** Keep the page out of search engines (RSVP links, drafts, password-protected sites). */
  noindex?: boolean;
};

/**
 * The whole HTML document of a page a guest opens without an account (issue #12: /rsvp/{token},
 * /w/{slug}, /guest-registration/{code}). These pages are rendered here, on the server, as plain HTML
 * that works before (and without) any script; a small separate bundle (src/client/guest/) adds the
 * interactive parts. No React in the browser: a guest on a phone downloads a few KB, not the app.
 * React on the server gives typed views and escapes every value.
 */
export function guestDocument(input: GuestDocumentInput): string {
  const { title, description, page, theme = "garden", body, assets, noindex = true } = input;
  const html = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        {/* No referrer leaves for other sites (an RSVP token is in the address), while our own form posts
            keep their Origin, which "no-referrer" would turn into "null" (guest-forms.ts checks it). */}
        <meta name="referrer" content="same-origin" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body data-page={page} data-theme={theme}>
        {body}
      </body>
    </html>,
  );
  return `<!doctype html>${html}`;
}
