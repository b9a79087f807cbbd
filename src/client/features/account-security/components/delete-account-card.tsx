import { Download } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@client/components/ui/button";
import { ApiError, messageOf } from "@client/lib/api";
import { useSession } from "@client/lib/session";
import { toast } from "@client/lib/toast";
import { deleteAccount } from "../api/account-security-api";
import { PasswordPrompt } from "./password-prompt";
import { SecurityCard } from "./security-card";

/** Fetches the archive and hands it to the browser as a download; errors (429 …) become a toast. */
async function downloadExport(): Promise<void> {
  const res = await fetch("/api/account/export", { credentials: "same-origin" });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      res.status,
      body?.error?.code ?? "UNKNOWN",
      body?.error?.message ?? "The export failed.",
    );
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "export.zip";
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Your data and deleting the account (issue #17): the export is offered first — one zip with a JSON file of
 * everything and CSV files for spreadsheets — then deletion, after the password.
 */
export function DeleteAccountCard({ kind }: { kind: string }) {
  const { emit } = useSession();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const [exported, setExported] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const isBusiness = kind === "venue_owner" || kind === "vendor";

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadExport();
      setExported(true);
      toast.success("Your data is downloading");
    } catch (err) {
      toast.error("Could not export your data", { description: messageOf(err) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <SecurityCard
      id="your-data"
      title="Your data"
      description="Take a copy of everything, or delete your account."
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <p className="text-small text-ink">
            Download all your data: a zip with one JSON file of everything, and CSV files (guests, budget
            lines, payments, tasks…) that open in a spreadsheet.
          </p>
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            isLoading={exporting}
            onClick={() => void onExport()}
          >
            <Download className="size-4" aria-hidden /> Download my data
          </Button>
        </div>
        <div className="flex flex-col gap-3 border-t border-line pt-6">
          <h3 className="text-body font-semibold text-ink">Delete my account</h3>
          {!confirming ? (
            <>
              <p className="text-small text-muted">
                Deleting is permanent: your sign-in and everything you planned here are removed.
              </p>
              <Button
                size="sm"
                variant="ghost"
                className="self-start text-red-700"
                onClick={() => setConfirming(true)}
              >
                Delete my account…
              </Button>
            </>
          ) : (
            <div className="flex flex-col gap-4 rounded-2xl border border-red-200 bg-red-50/60 p-4">
              <ul className="list-disc pl-5 text-small text-ink">
                <li>
                  {kind === "couple"
                    ? "Your profile, plans, guest list, budget, timeline and chats with June are deleted."
                    : "Your profile and everything you wrote here are deleted."}
                </li>
                <li>Every device is signed out, and you cannot undo this.</li>
                {isBusiness && (
                  <li>
                    Your listings are taken off the site; couples' past inquiries and reviews stay with them.
                  </li>
                )}
              </ul>
              {!exported && (
                <p className="text-small text-ink">
                  You have not downloaded your data yet.{" "}
                  <button
                    type="button"
                    className="font-medium text-rose underline"
                    onClick={() => void onExport()}
                  >
                    Download it first
                  </button>
                </p>
              )}
              <PasswordPrompt
                submitLabel="Delete my account forever"
                danger
                onCancel={() => setConfirming(false)}
                onConfirm={async (password) => {
                  await deleteAccount(password);
                  await navigate("/");
                  await emit("SIGNED_OUT");
                  toast.success("Your account has been deleted");
                }}
              />
            </div>
          )}
        </div>
      </div>
    </SecurityCard>
  );
}
