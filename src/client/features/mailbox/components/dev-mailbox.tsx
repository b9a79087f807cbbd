import { useQuery } from "@tanstack/react-query";
import { Inbox, Paperclip, RefreshCw } from "lucide-react";
import { Fragment } from "react";
import { Page } from "@client/components/layout/page";
import { Button } from "@client/components/ui/button";
import { PageSpinner } from "@client/components/ui/spinner";
import { api } from "@client/lib/api";

type Attachment = { filename: string; contentType: string; content: string; encoding: "utf8" | "base64" };
type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: Attachment[];
  createdAt: string;
};

/** A data: URL, so an attachment (e.g. a tour's .ics) downloads straight from the page. */
function attachmentHref(a: Attachment): string {
  const data = a.encoding === "base64" ? a.content : encodeURIComponent(a.content);
  return `data:${a.contentType}${a.encoding === "base64" ? ";base64" : ""},${data}`;
}

/** Turns the URLs of a plain-text email into links, so a verification link is one click. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="break-all text-rose underline underline-offset-2">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** The built-in development mailbox: every email the server sent, newest first (never in production). */
export function DevMailbox() {
  const mails = useQuery({
    queryKey: ["dev-mailbox"],
    queryFn: () => api<Mail[]>("GET", "/api/dev/mailbox"),
    refetchInterval: 5000,
    staleTime: 0,
  });
  return (
    <Page
      eyebrow="Development"
      title="Mailbox"
      width="wide"
      intro="Emails sent by this server while no SMTP server is configured. Links here are live: open one to verify an account or reset a password."
    >
      <div className="mb-6 flex justify-end">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void mails.refetch()}
          isLoading={mails.isFetching}
        >
          <RefreshCw className="size-4" aria-hidden /> Refresh
        </Button>
      </div>
      {mails.isPending && <PageSpinner />}
      {mails.isError && (
        <p role="alert" className="rounded-2xl bg-red-50 p-5 text-red-800">
          The mailbox is not available: {mails.error.message} (it is off when the server sends through SMTP).
        </p>
      )}
      {mails.data?.length === 0 && (
        <div className="rounded-3xl border border-dashed border-line p-12 text-center text-muted">
          <Inbox className="mx-auto size-10" aria-hidden />
          <p className="mt-3">
            No emails yet. Sign up or ask for a password reset and they will appear here.
          </p>
        </div>
      )}
      <ul className="flex flex-col gap-4">
        {mails.data?.map((m, i) => (
          <li key={`${m.createdAt}-${i}`} className="rounded-3xl border border-line bg-white p-6">
            <article aria-label={m.subject}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-sans text-lg font-semibold text-ink">{m.subject}</h2>
                <time className="text-sm text-muted" dateTime={m.createdAt}>
                  {new Date(m.createdAt).toLocaleString()}
                </time>
              </div>
              <p className="mt-1 text-sm text-muted">To: {m.to}</p>
              <pre className="mt-4 whitespace-pre-wrap font-sans text-body leading-relaxed text-ink">
                <Linkified text={m.text} />
              </pre>
              {m.attachments.length > 0 && (
                <ul aria-label="Attachments" className="mt-4 flex flex-wrap gap-2">
                  {m.attachments.map((a) => (
                    <li key={a.filename}>
                      <a
                        href={attachmentHref(a)}
                        download={a.filename}
                        className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm text-ink hover:border-rose"
                      >
                        <Paperclip className="size-3.5" aria-hidden /> {a.filename}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          </li>
        ))}
      </ul>
    </Page>
  );
}
