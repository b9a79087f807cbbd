import { Copy, Download } from "lucide-react";
import { Button, buttonClass } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";

/**
 * The backup codes, shown once (issue #17): each signs in once when the phone is not at hand. Copy and
 * download so they can be kept somewhere safe; they are never shown again.
 */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `June Weddings backup codes\nEach code works once.\n\n${codes.join("\n")}\n`;
  const copy = () =>
    navigator.clipboard
      .writeText(codes.join("\n"))
      .then(() => toast.success("Backup codes copied"))
      .catch(() => toast.error("Could not copy. Select the codes and copy them yourself."));
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-small text-ink">
        Save these backup codes somewhere safe. Each one signs you in once if your phone is not at hand.
        <strong className="font-semibold"> They will not be shown again.</strong>
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-2xl bg-cream px-4 py-4 font-mono text-body text-ink"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden /> Copy codes
        </Button>
        <a href={href} download="june-weddings-backup-codes.txt" className={buttonClass("secondary", "sm")}>
          <Download className="size-4" aria-hidden /> Download
        </a>
        <Button size="sm" onClick={onDone}>
          I saved my codes
        </Button>
      </div>
    </div>
  );
}
