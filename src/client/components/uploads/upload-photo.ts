import { ApiError, errorDetailOf } from "@client/lib/api";
import type { ErrorDetail } from "@shared/errors";
import type { UploadedPhoto } from "@shared/schemas/uploads";

/**
 * Sends one photo to POST /api/uploads. XMLHttpRequest rather than fetch: only XHR reports upload
 * progress. Errors come back as ApiError with the server's message.
 */
export function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/uploads");
    xhr.responseType = "text";
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status === 201 || xhr.status === 200) {
        onProgress(1);
        resolve(data as UploadedPhoto);
        return;
      }
      const error = (data as { error?: { code?: string; message?: string } & ErrorDetail } | null)?.error;
      const message =
        error?.message ??
        (xhr.status === 413 ? "Photos can be up to 10 MB." : "The upload failed. Please try again.");
      reject(new ApiError(xhr.status, error?.code ?? "UNKNOWN", message, errorDetailOf(error)));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, "NETWORK", "We could not reach the server. Check your connection and try again."),
      );
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append("file", file, file.name);
    xhr.send(body);
  });
}
