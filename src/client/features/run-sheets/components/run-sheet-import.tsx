import { useId, useState, type FormEvent } from "react";
import { Upload } from "lucide-react";
import type { RunSheetImportResult } from "@shared/schemas/run-sheets";
import { Button } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useImportEntries } from "../api/run-sheets-api";

/**
 * "Import from a spreadsheet": the run sheet's CSV template (`/api/run-sheets/template.csv`, listed on
 * /planning/templates) filled in and brought back. Every bad row is listed by line; nothing is written
 * while any remains (issue #15).
 */
export function RunSheetImport({ sheetId }: { sheetId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const [problems, setProblems] = useState<RunSheetImportResult["errors"]>([]);
  const run = useImportEntries(sheetId);
  const fileId = useId();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    setProblems([]);
    const csv = await file.text();
    run.mutate(
      { csv, replace },
      {
        onSuccess: (result) => {
          if (result.errors.length > 0) return setProblems(result.errors);
          toast.success(`Imported ${result.imported} ${result.imported === 1 ? "entry" : "entries"}.`);
          setFile(null);
        },
        onError: (err) =>
          toast.error(err instanceof ApiError ? err.message : "The import failed. Try again."),
      },
    );
  }

  return (
    <section
      aria-labelledby={`${fileId}-title`}
      className="mt-10 rounded-2xl border border-line bg-white p-5"
    >
      <h2 id={`${fileId}-title`} className="text-title-sm text-ink">
        Import from a spreadsheet
      </h2>
      <p className="mt-1 text-small text-muted">
        Fill in the{" "}
        <a className="underline" href="/api/run-sheets/template.csv" download>
          run sheet template
        </a>{" "}
        (times as 14:30) and bring it back as CSV.
      </p>
      <form onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-col gap-3">
        <label htmlFor={fileId} className="text-small text-ink">
          CSV file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="text-small text-ink"
        />
        <label className="flex items-center gap-2 text-small text-ink">
          <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />
          Replace the entries I have now (otherwise they are added)
        </label>
        <div>
          <Button type="submit" size="sm" variant="secondary" isLoading={run.isPending} disabled={!file}>
            <Upload aria-hidden className="size-4" /> Import
          </Button>
        </div>
      </form>
      {problems.length > 0 && (
        <div role="alert" className="mt-4 rounded-xl bg-ivory p-4 text-small text-ink">
          <p className="font-medium">Nothing was imported. Fix these rows and try again:</p>
          <ul className="mt-2 list-disc pl-5">
            {problems.map((p) => (
              <li key={`${p.line}-${p.message}`}>
                Line {p.line}: {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
