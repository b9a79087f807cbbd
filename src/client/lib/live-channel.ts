import { LIVE_SIGNED_OUT } from "@shared/live-close-codes";
import type { LiveEvent } from "@shared/schemas/collaboration";

/**
 * The tab's one live channel (issue #13; docs/decisions/031): a WebSocket to `/api/live`, opened when the
 * first listener subscribes and closed when the last leaves. It reconnects on its own (backoff with
 * jitter, at once when the tab comes back online or visible) and tells `onReconnect` listeners, which
 * refetch what they show: messages are stored before they are pushed, so the database has whatever a
 * dropped socket missed.
 *
 * Import it only from lazy code (pages, the signed-in navigation's lazy badge): it is not first-load.
 */
type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();
const reconnectListeners = new Set<() => void>();
const openListeners = new Set<() => void>();
let socket: WebSocket | null = null;
let attempts = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let everOpened = false;
let keepAlive: ReturnType<typeof setInterval> | undefined;

const MAX_DELAY_MS = 30_000;
const PING_MS = 20_000;

function url() {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}/api/live`;
}

function open() {
  if (socket || listeners.size === 0) return;
  const ws = new WebSocket(url());
  socket = ws;
  ws.onopen = () => {
    attempts = 0;
    for (const cb of openListeners) cb();
    if (everOpened) for (const cb of reconnectListeners) cb();
    everOpened = true;
    // Some proxies close quiet sockets; a small ping keeps ours in use.
    keepAlive = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('{"type":"ping"}'), PING_MS);
  };
  ws.onmessage = (e) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(String(e.data)) as LiveEvent;
    } catch {
      return;
    }
    for (const l of [...listeners]) l(event);
  };
  ws.onclose = (e) => {
    clearInterval(keepAlive);
    if (socket === ws) socket = null;
    // No session (signed out, expired): nothing to hear until the page subscribes again signed in.
    if (e.code === LIVE_SIGNED_OUT) return;
    scheduleReconnect();
  };
}

function scheduleReconnect() {
  if (listeners.size === 0 || retryTimer) return;
  const base = Math.min(MAX_DELAY_MS, 1000 * 2 ** attempts++);
  retryTimer = setTimeout(
    () => {
      retryTimer = undefined;
      open();
    },
    base / 2 + Math.random() * (base / 2),
  );
}

function reconnectNow() {
  if (socket || listeners.size === 0) return;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  attempts = 0;
  open();
}

if (typeof window !== "undefined") {
  window.addEventListener("online", reconnectNow);
  document.addEventListener(
    "visibilitychange",
    () => document.visibilityState === "visible" && reconnectNow(),
  );
}

/** Calls `listener` with every live event for the signed-in user; returns the unsubscribe. */
export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const ws = socket;
    socket = null;
    ws?.close(1000);
  };
}

/** Calls `cb` each time the channel comes back after a drop (refetch what the page shows). */
export function onLiveReconnect(cb: () => void): () => void {
  reconnectListeners.add(cb);
  return () => reconnectListeners.delete(cb);
}

/**
 * Calls `cb` each time the channel opens, the first time included: what was stored after a page read its
 * data and before the channel could hear was pushed to nobody (the navigation's unread count reads again).
 */
export function onLiveOpen(cb: () => void): () => void {
  openListeners.add(cb);
  return () => openListeners.delete(cb);
}
