import { ArrowRight, LayoutDashboard } from "lucide-react";
import { ButtonLink } from "@client/components/ui/button";

/** On /vendor-account: the way to the listing dashboard, and to friendors and the Founding 50. */
export function DashboardLinkCard() {
  return (
    <section
      aria-labelledby="vendor-dashboard-link"
      className="flex flex-col gap-5 rounded-3xl border border-line bg-white p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-blush/70 text-rose">
          <LayoutDashboard className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id="vendor-dashboard-link" className="text-2xl text-ink">
            Your listing and inquiries
          </h2>
          <p className="mt-1 max-w-xl text-sm text-muted">
            Edit your page, photos and packages, see your views, answer couples' inquiries, and recommend the
            pros you love working with.
          </p>
        </div>
      </div>
      <ButtonLink to="/vendor-dashboard" className="shrink-0 self-start sm:self-auto">
        Open my dashboard <ArrowRight className="size-4" aria-hidden />
      </ButtonLink>
    </section>
  );
}
