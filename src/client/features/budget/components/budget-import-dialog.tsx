import { useState } from "react";
import { BUDGET_IMPORT_LIMITS, type BudgetImportPreview } from "@shared/schemas/budget-import";
import { Button } from "@client/components/ui/button";
import { messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { BUDGET_TEMPLATE_URL, previewBudgetImport, useConfirmBudgetImport } from "../api/budget-import-api";
import { BudgetDialog } from "./budget-dialog";

const TOO_BIG = "The file is over 512 KB; split it into smaller files.";
const NOT_UTF8 =
  "This file is not UTF-8 text, so some letters cannot be read. Save it as “CSV UTF-8” (Excel: File → Save As) and try again.";
const usd = (cents: number | null) =>
  cents === null ? "—" : (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });

async function readText(file: File): Promise<{ csv: string } | { error: string }> {
  if (file.size > BUDGET_IMPORT_LIMITS.bytes) return { error: TOO_BIG };
  try {
    return { csv: new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer()) };
  } catch {
    return { error: NOT_UTF8 };
  }
}

/**
 * "Import from CSV" on the tracker (issue #15): choose a file → the server checks every row (nothing is
 * written) → "Import N lines" adds them in one transaction. Its own chunk: most visits never import.
 */
export default function BudgetImportDialog({ onClose }: { onClose: () => void }) {
  return (
    <BudgetDialog
      open
      onClose={onClose}
      wide
      title="Import budget lines from a CSV file"
      description="Nothing is added to your budget until you confirm."
    >
      <ImportSteps onDone={onClose} />
    </BudgetDialog>
  );
}

function ImportSteps({ onDone }: { onDone: () => void }) {
  const [fileName, setFileName] = useState("");
  const [csv, setCsv] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<BudgetImportPreview | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const confirm = useConfirmBudgetImport();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setPreview(null);
    setError(null);
    const read = await readText(file);
    if ("error" in read) {
      setCsv(null);
      setError(read.error);
      return;
    }
    setCsv(read.csv);
    setIsChecking(true);
    try {
      setPreview(await previewBudgetImport(read.csv));
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setIsChecking(false);
    }
  };

  const problemRows = preview?.rows.filter((r) => r.problems.length > 0) ?? [];
  const isReady =
    !!preview && preview.fileProblems.length === 0 && problemRows.length === 0 && preview.rows.length > 0;

  const onConfirm = () => {
    if (!csv || !isReady) return;
    confirm.mutate(csv, {
      onSuccess: (r) => {
        toast.success(
          `Imported ${r.items} ${r.items === 1 ? "line" : "lines"}${r.categoriesCreated ? ` and ${r.categoriesCreated} new ${r.categoriesCreated === 1 ? "category" : "categories"}` : ""}`,
        );
        onDone();
      },
      onError: (err) => setError(messageOf(err)),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <section className="flex flex-col gap-2">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
          CSV file
          <input
            type="file"
            accept=".csv,text/csv"
            className="text-body file:mr-3 file:rounded-full file:border file:border-rose/40 file:bg-white file:px-4 file:py-2 file:text-rose"
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
        <p className="text-small text-muted">
          Columns: category, item, vendor, pricing (fixed or per guest), estimate, contract, notes. Amounts in
          dollars. New categories are created for you.{" "}
          <a className="text-rose underline underline-offset-4" href={BUDGET_TEMPLATE_URL} download>
            Download the template
          </a>
        </p>
      </section>

      {isChecking && (
        <p role="status" className="text-body text-muted">
          Checking {fileName}…
        </p>
      )}
      {error && (
        <p
          role="alert"
          className="rounded-2xl border border-red-300 bg-red-50 px-4 py-3 text-body text-red-800"
        >
          {error}
        </p>
      )}

      {preview && !isChecking && (
        <section aria-labelledby="budget-import-summary" className="flex flex-col gap-3">
          <h3 id="budget-import-summary" className="text-lead font-medium text-ink">
            {fileName}: {preview.summary.rows} {preview.summary.rows === 1 ? "line" : "lines"}
          </h3>
          {(preview.fileProblems.length > 0 || problemRows.length > 0) && (
            <div className="rounded-2xl border border-red-300 bg-red-50 px-4 py-3 text-body text-red-800">
              <p className="font-medium">Fix these in your file and choose it again; nothing was imported.</p>
              <ul aria-label="Problems" className="mt-2 flex max-h-48 flex-col gap-1 overflow-y-auto">
                {preview.fileProblems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
                {problemRows.slice(0, 200).map((r) => (
                  <li key={r.line}>
                    Line {r.line}: {r.problems.join(" ")}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {preview.newCategories.length > 0 && (
            <p className="text-body text-ink">
              New {preview.newCategories.length === 1 ? "category" : "categories"}:{" "}
              {preview.newCategories.join(", ")}
            </p>
          )}
          {isReady && (
            <div className="overflow-x-auto rounded-2xl border border-line bg-white">
              <table className="w-full text-left text-small">
                <caption className="sr-only">Lines to import</caption>
                <thead className="border-b border-line text-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Category
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Item
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Estimate
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Contract
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.slice(0, 50).map((r) => (
                    <tr key={r.line} className="border-b border-line last:border-0">
                      <td className="px-3 py-2">{r.category}</td>
                      <td className="px-3 py-2">
                        {r.item}
                        {r.pricing === "per_guest" ? " (per guest)" : ""}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{usd(r.estimateCents)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{usd(r.contractCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {preview.rows.length > 50 && (
                <p className="px-3 py-2 text-small text-muted">…and {preview.rows.length - 50} more.</p>
              )}
            </div>
          )}
        </section>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={!isReady} isLoading={confirm.isPending}>
          {isReady
            ? `Import ${preview.rows.length} ${preview.rows.length === 1 ? "line" : "lines"}`
            : "Import"}
        </Button>
      </div>
    </div>
  );
}
