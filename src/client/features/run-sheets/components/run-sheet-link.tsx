import { ClipboardList } from "lucide-react";
import { Link } from "@client/lib/router-link";

/** The entry point the planning timeline can show: "Day-of run sheet" (issue #15). */
export function RunSheetLink({ className }: { className?: string }) {
  return (
    <Link
      to="/timeline/mobile/wedding-day"
      className={className ?? "inline-flex items-center gap-2 text-rose underline underline-offset-4"}
    >
      <ClipboardList aria-hidden className="size-4" /> Day-of run sheet
    </Link>
  );
}
