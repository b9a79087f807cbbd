import { useRef, useState } from "react";
import { Link } from "@client/lib/router-link";
import { GUEST_LIMITS, IMPORT_COLUMNS, type ImportColumn, type ImportPreview } from "@shared/schemas/guests";
import { Button } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { previewImport, useConfirmImport } from "../api/guests-api";
import { readCsvFile } from "../utils/read-csv-file";

const PREVIEW_ROWS = 100;

type Mapping = Record<string, ImportColumn | "ignore">;
import { GuestDialog } from "./guest-dialog";

/**
 * CSV import: choose a file → the server previews it (column mapping, per-row errors with their line,
 * likely duplicates) and writes nothing → "Import N guests" writes it in one transaction. In a chunk of
 * its own: most visits to the list never import.
 */
export default function ImportWizard({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <GuestDialog
      open={open}
      onClose={onClose}
      wide
      title="Import guests from a CSV file"
      description="Nothing is added to your list until you confirm."
    >
      <Wizard onDone={onClose} />
    </GuestDialog>
  );
}

function Wizard({ onDone }: { onDone: () => void }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState("");
  const [csv, setCsv] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [skip, setSkip] = useState<Set<number>>(new Set());
  const [isPreviewing, setIsPreviewing] = useState(false);
  const confirm = useConfirmImport();

  const runPreview = async (text: string, mapping?: Mapping) => {
    setIsPreviewing(true);
    setError(null);
    try {
      const next = await previewImport(mapping ? { csv: text, mapping } : { csv: text });
      setPreview(next);
      // Likely duplicates start skipped: importing someone twice is the worse mistake.
      setSkip(new Set(next.rows.filter((r) => r.duplicateOf).map((r) => r.line)));
    } catch (err) {
      setPreview(null);
      setError(messageOf(err));
    } finally {
      setIsPreviewing(false);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setPreview(null);
    const read = await readCsvFile(file);
    if ("error" in read) {
      setCsv(null);
      setError(read.error);
      return;
    }
    setCsv(read.csv);
    await runPreview(read.csv);
  };

  const importable = preview ? preview.rows.filter((r) => r.errors.length === 0 && !skip.has(r.line)) : [];
  const withErrors = preview ? preview.rows.filter((r) => r.errors.length > 0) : [];
  const duplicates = preview ? preview.rows.filter((r) => r.duplicateOf && r.errors.length === 0) : [];

  const onConfirm = () => {
    if (!csv || !preview) return;
    const skipLines = [...skip, ...withErrors.map((r) => r.line)];
    confirm.mutate(
      { csv, mapping: preview.mapping, skipLines },
      {
        onSuccess: (r) => {
          toast.success(
            `Imported ${r.guests} ${r.guests === 1 ? "guest" : "guests"} in ${r.households} ${r.households === 1 ? "household" : "households"}`,
          );
          onDone();
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
          CSV file
          <input
            ref={fileRef}
            type="file"
            accept=".csv,text/csv"
            className="text-body file:mr-3 file:rounded-full file:border file:border-rose/40 file:bg-white file:px-4 file:py-2 file:text-rose"
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              // Choosing the same (fixed) file again must fire change again.
              e.target.value = "";
            }}
          />
        </label>
        <p className="text-small text-muted">
          UTF-8 CSV up to 2 MB and {GUEST_LIMITS.importRows.toLocaleString()} rows.{" "}
          <a
            className="text-rose underline underline-offset-4"
            href="/api/csv-format-guide/template.csv"
            download
          >
            Download the template
          </a>{" "}
          ·{" "}
          <Link
            className="text-rose underline underline-offset-4"
            to="/planning/csv-format-guide"
            target="_blank"
          >
            What each column accepts
          </Link>
        </p>
      </section>

      {isPreviewing && (
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

      {preview && !isPreviewing && (
        <>
          <MappingSection preview={preview} onChange={(mapping) => csv && void runPreview(csv, mapping)} />
          <section aria-labelledby="import-summary-title" className="flex flex-col gap-3">
            <h3 id="import-summary-title" className="text-lead font-medium text-ink">
              {fileName}: {preview.summary.rows} rows, {preview.summary.households} households
            </h3>
            {withErrors.length > 0 && (
              <div className="rounded-2xl border border-red-300 bg-red-50 px-4 py-3">
                <p className="text-body font-medium text-red-800">
                  {withErrors.length === 1
                    ? "1 row has a problem"
                    : `${withErrors.length} rows have problems`}{" "}
                  and will be left out. Fix them in your file and choose it again to include them.
                </p>
                <ul
                  aria-label="Rows with problems"
                  className="mt-2 flex max-h-48 flex-col gap-1 overflow-y-auto text-body text-red-800"
                >
                  {withErrors.slice(0, 200).map((r) => (
                    <li key={r.line}>
                      Line {r.line}
                      {r.name ? ` (${r.name})` : ""}: {r.errors.join(" ")}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {duplicates.length > 0 && (
              <fieldset className="rounded-2xl border border-gold/60 bg-cream/60 px-4 py-3">
                <legend className="px-1 text-body font-medium text-ink">
                  Likely already on your list or in the file
                </legend>
                <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto">
                  {duplicates.map((r) => (
                    <li key={r.line}>
                      <label className="flex items-center gap-2 text-body text-ink">
                        <input
                          type="checkbox"
                          className="size-4 accent-rose"
                          checked={skip.has(r.line)}
                          onChange={(e) => {
                            const next = new Set(skip);
                            if (e.target.checked) next.add(r.line);
                            else next.delete(r.line);
                            setSkip(next);
                          }}
                        />
                        Skip line {r.line}: {r.name} looks like {r.duplicateOf?.name}
                        {r.duplicateOf?.where === "file" ? ` (line ${r.duplicateOf.line})` : " on your list"}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            <PreviewTable preview={preview} skip={skip} />
          </section>
          <div className="sticky bottom-0 -mx-5 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-ivory px-5 py-4 sm:-mx-7 sm:px-7">
            <Button variant="ghost" onClick={() => fileRef.current?.click()}>
              Choose another file
            </Button>
            <Button disabled={importable.length === 0} isLoading={confirm.isPending} onClick={onConfirm}>
              Import {importable.length} {importable.length === 1 ? "guest" : "guests"}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function MappingSection({ preview, onChange }: { preview: ImportPreview; onChange: (m: Mapping) => void }) {
  return (
    <details
      className="rounded-2xl border border-line bg-white px-4 py-3"
      open={Object.values(preview.mapping).includes("ignore")}
    >
      <summary className="cursor-pointer text-body font-medium text-ink">Columns</summary>
      <p className="mt-1 text-small text-muted">Which list field each column of your file fills.</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {preview.headers.map((header) => (
          <label key={header} className="flex flex-col gap-1 text-small font-medium text-muted">
            Column “{header}”
            <select
              className="h-10 rounded-xl border border-line bg-white px-3 text-body text-ink"
              value={preview.mapping[header] ?? "ignore"}
              onChange={(e) =>
                onChange({ ...preview.mapping, [header]: e.target.value as ImportColumn | "ignore" })
              }
            >
              <option value="ignore">Ignore this column</option>
              {IMPORT_COLUMNS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </details>
  );
}

function PreviewTable({ preview, skip }: { preview: ImportPreview; skip: ReadonlySet<number> }) {
  const rows = preview.rows.slice(0, PREVIEW_ROWS);
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-left text-body">
        <caption className="sr-only">Preview of the file</caption>
        <thead className="bg-cream text-small text-muted">
          <tr>
            <th className="px-3 py-2 font-medium">Line</th>
            <th className="px-3 py-2 font-medium">Household</th>
            <th className="px-3 py-2 font-medium">Name</th>
            <th className="px-3 py-2 font-medium">Email</th>
            <th className="px-3 py-2 font-medium">Check</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const status =
              r.errors.length > 0
                ? "Problem"
                : skip.has(r.line)
                  ? "Skipped"
                  : r.duplicateOf
                    ? "Duplicate?"
                    : "Ready";
            return (
              <tr key={r.line} className={cx("border-t border-line", r.errors.length > 0 && "bg-red-50")}>
                <td className="px-3 py-2 tabular-nums text-muted">{r.line}</td>
                <td className="px-3 py-2">{r.household}</td>
                <td className="px-3 py-2">{r.name}</td>
                <td className="px-3 py-2">{r.email}</td>
                <td className={cx("px-3 py-2", r.errors.length > 0 ? "text-red-800" : "text-sage")}>
                  {status}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {preview.rows.length > PREVIEW_ROWS && (
        <p className="border-t border-line px-3 py-2 text-small text-muted">
          And {preview.rows.length - PREVIEW_ROWS} more rows.
        </p>
      )}
    </div>
  );
}
