import { Download, FileSpreadsheet } from "lucide-react";
import { Link } from "@client/lib/router-link";
import { Page } from "@client/components/layout/page";

type Template = {
  id: string;
  title: string;
  file: string;
  href: string;
  purpose: string;
  importsAt: string;
  tool: { to: string; label: string };
  more?: { to: string; label: string };
};

/** The templates and where each imports (issue #15). Each file is one the tool imports as it is. */
export const TEMPLATES: readonly Template[] = [
  {
    id: "guests",
    title: "Guest list",
    file: "guest-list-template.csv",
    href: "/api/csv-format-guide/template.csv",
    purpose:
      "Households and guests with emails, phone numbers, sides, meal choices and the events each is invited to.",
    importsAt: "Import it on the guest list manager with “Import CSV”.",
    tool: { to: "/planning/guest-list-manager", label: "Open the guest list" },
    more: { to: "/planning/csv-format-guide", label: "What each column accepts" },
  },
  {
    id: "budget",
    title: "Budget",
    file: "budget-template.csv",
    href: "/api/budget/template.csv",
    purpose:
      "Budget lines by category: the item, the vendor, fixed or per-guest pricing, your estimate, the contract price and notes. Amounts in dollars.",
    importsAt: "Import it on the budget tracker with “Import from CSV”; new categories are created for you.",
    tool: { to: "/planning/budget-tracker", label: "Open the budget tracker" },
  },
  {
    id: "run-sheet",
    title: "Day-of run sheet",
    file: "run-sheet-template.csv",
    href: "/api/run-sheets/template.csv",
    purpose:
      "The wedding day minute by minute: times, what happens, where, who is responsible and vendor arrivals.",
    importsAt: "Import it on your run sheet with “Import from a spreadsheet”.",
    tool: { to: "/timeline/mobile/wedding-day", label: "Open your run sheet" },
  },
];

/** /planning/templates (issue #15): spreadsheets to start from, each imported by one tool. */
export function TemplatesPage() {
  return (
    <Page
      eyebrow="Templates"
      title="Spreadsheets to start from"
      intro="Already keeping lists in a spreadsheet? Download a template, fill it in (Excel, Numbers or Google Sheets all work — save as CSV), and import it into the matching tool."
    >
      <ul aria-label="Templates" className="flex flex-col gap-5">
        {TEMPLATES.map((t) => (
          <li key={t.id} className="rounded-2xl border border-line bg-white p-5 sm:p-6">
            <article aria-labelledby={`template-${t.id}`}>
              <h2 id={`template-${t.id}`} className="flex items-center gap-2 text-title-sm text-ink">
                <FileSpreadsheet className="size-5 shrink-0 text-sage" aria-hidden />
                {t.title}
              </h2>
              <p className="mt-2 text-body text-muted">{t.purpose}</p>
              <p className="mt-2 text-body text-ink">{t.importsAt}</p>
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <a
                  href={t.href}
                  download={t.file}
                  className="inline-flex h-10 items-center gap-2 rounded-full bg-rose px-5 text-sm font-medium text-white hover:bg-rose/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
                >
                  <Download className="size-4" aria-hidden />
                  Download {t.file}
                </a>
                <Link to={t.tool.to} className="text-body text-rose underline underline-offset-4">
                  {t.tool.label}
                </Link>
                {t.more && (
                  <Link to={t.more.to} className="text-body text-rose underline underline-offset-4">
                    {t.more.label}
                  </Link>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-body text-muted">
        New to planning? Start with{" "}
        <Link className="text-rose underline underline-offset-4" to="/planning/getting-started">
          your first steps
        </Link>{" "}
        or the{" "}
        <Link className="text-rose underline underline-offset-4" to="/planning/guides">
          planning guides
        </Link>
        .
      </p>
    </Page>
  );
}
