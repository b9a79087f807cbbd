import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ConfirmationInput,
  EntryInput,
  EntryPatch,
  RunSheet,
  RunSheetImportResult,
  RunSheetList,
  ShareInput,
  SharedRunSheet,
} from "@shared/schemas/run-sheets";
import { api } from "@client/lib/api";

/** The day-of run sheet (issue #15): the couple's sheets and the shared views. */
export const sheetKey = (id: string) => ["run-sheets", "sheet", id] as const;
export const SHEETS_KEY = ["run-sheets", "list"] as const;
export const sharedKey = (token: string) => ["run-sheets", "shared", token] as const;

export function useRunSheets() {
  return useQuery({ queryKey: SHEETS_KEY, queryFn: () => api<RunSheetList>("GET", "/api/run-sheets") });
}

export function useRunSheet(id: string | undefined) {
  return useQuery({
    queryKey: sheetKey(id ?? ""),
    queryFn: () => api<RunSheet>("GET", `/api/run-sheets/${id}`),
    enabled: Boolean(id),
  });
}

/** Every write answers the whole sheet: put it in the cache. */
function useSheetWrite<V>(run: (v: V) => Promise<RunSheet>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (sheet) => {
      qc.setQueryData(sheetKey(sheet.id), sheet);
      void qc.invalidateQueries({ queryKey: SHEETS_KEY });
    },
  });
}

export const useGenerate = () => useSheetWrite(() => api<RunSheet>("POST", "/api/run-sheets/generate"));
export const useAddEntry = (sheetId: string) =>
  useSheetWrite((body: EntryInput) => api<RunSheet>("POST", `/api/run-sheets/${sheetId}/entries`, body));
export const usePatchEntry = () =>
  useSheetWrite(({ id, ...body }: EntryPatch & { id: string }) =>
    api<RunSheet>("PATCH", `/api/run-sheets/entries/${id}`, body),
  );
export const useDeleteEntry = () =>
  useSheetWrite(({ id, version }: { id: string; version: number }) =>
    api<RunSheet>("DELETE", `/api/run-sheets/entries/${id}?version=${version}`),
  );
export const useAddShare = (sheetId: string) =>
  useSheetWrite((body: ShareInput) => api<RunSheet>("POST", `/api/run-sheets/${sheetId}/shares`, body));
export const useRevokeShare = () =>
  useSheetWrite((id: string) => api<RunSheet>("DELETE", `/api/run-sheets/shares/${id}`));

export function useSharedSheet(token: string) {
  return useQuery({
    queryKey: sharedKey(token),
    queryFn: () => api<SharedRunSheet>("GET", `/api/run-sheets/shared/${encodeURIComponent(token)}`),
    retry: false,
  });
}

export function useConfirm(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, ...body }: ConfirmationInput & { entryId: string }) =>
      api<SharedRunSheet>(
        "PUT",
        `/api/run-sheets/shared/${encodeURIComponent(token)}/confirmations/${entryId}`,
        body,
      ),
    onSuccess: (sheet) => qc.setQueryData(sharedKey(token), sheet),
  });
}

/** The CSV import (the template at /planning/templates): errors by line, nothing written while any remain. */
export function useImportEntries(sheetId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; replace: boolean }) =>
      api<RunSheetImportResult>("POST", `/api/run-sheets/${sheetId}/import`, body),
    onSuccess: (result) => {
      if (result.sheet) qc.setQueryData(sheetKey(result.sheet.id), result.sheet);
      void qc.invalidateQueries({ queryKey: SHEETS_KEY });
    },
  });
}
