/**
 * Opens June's chat from anywhere (the Meet June page's "try it" buttons) without importing the widget:
 * the launcher in the app shell listens for this event. Kept tiny — it ships in the first load.
 */
export const OPEN_JUNE_EVENT = "june:open";
export type OpenJuneDetail = { prompt?: string };

export function openJune(prompt?: string) {
  window.dispatchEvent(
    new CustomEvent<OpenJuneDetail>(OPEN_JUNE_EVENT, { detail: prompt ? { prompt } : {} }),
  );
}
