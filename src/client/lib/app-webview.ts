/** Installed app (display-mode standalone, iOS home screen) or an Android/iOS in-app webview. */
export function isAppWebview(): boolean {
  if (typeof window === "undefined") return false;
  const standalone =
    window.matchMedia?.("(display-mode: standalone)").matches ||
    (navigator as { standalone?: boolean }).standalone === true;
  const webview = /; wv\)|WebView|(iPhone|iPad).*AppleWebKit(?!.*Safari)/i.test(navigator.userAgent);
  return standalone || webview;
}
