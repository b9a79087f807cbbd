/**
 * A tiny toast store (spec section 8 toasts). Written here instead of using sonner so the landing page's
 * first load stays within its JS budget (docs/decisions/004-small-shell.md).
 */
export type ToastKind = "success" | "error" | "info";
export type Toast = { id: number; kind: ToastKind; title: string; description?: string | undefined };

type Listener = (toasts: Toast[]) => void;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const DURATION_MS = 5000;

function publish() {
  for (const l of listeners) l(toasts);
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  publish();
}

function show(kind: ToastKind, title: string, opts?: { description?: string }) {
  const t: Toast = { id: nextId++, kind, title, description: opts?.description };
  toasts = [...toasts.slice(-2), t];
  publish();
  setTimeout(() => dismissToast(t.id), DURATION_MS);
  return t.id;
}

export const toast = {
  success: (title: string, opts?: { description?: string }) => show("success", title, opts),
  error: (title: string, opts?: { description?: string }) => show("error", title, opts),
  info: (title: string, opts?: { description?: string }) => show("info", title, opts),
};

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => void listeners.delete(listener);
}
