import { useEffect, useRef, useState } from "react";
import type { ChatAttachment } from "@shared/schemas/collaboration";
import type { UploadedFile } from "@shared/schemas/uploads";
import { uploadPhoto } from "@client/components/uploads/upload-photo";
import { messageOf } from "@client/lib/api";
import { attachmentProblem, isImage } from "../utils/attachment-rules";

/** A file on its way into the next message: uploading, uploaded, or refused. */
export type DraftAttachment = {
  localId: string;
  name: string;
  contentType: string;
  bytes: number;
  /** A local preview of an image while (and after) it uploads. */
  previewUrl?: string;
  progress: number;
  uploaded?: ChatAttachment;
  error?: string;
};

/**
 * The composer's attachments: each chosen file uploads at once through the uploads API (so sending
 * waits for nothing but the message), can be removed before sending, and is cleared after a send.
 */
export function useAttachments() {
  const [drafts, setDrafts] = useState<DraftAttachment[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const uploads = useRef(new Map<string, AbortController>());

  const update = (localId: string, change: Partial<DraftAttachment>) =>
    setDrafts((prev) => prev.map((d) => (d.localId === localId ? { ...d, ...change } : d)));

  function add(files: FileList | File[]) {
    setPickError(null);
    let count = drafts.length;
    const added: DraftAttachment[] = [];
    for (const file of files) {
      const problem = attachmentProblem(file, count);
      if (problem) {
        setPickError(problem);
        continue;
      }
      count++;
      const draft: DraftAttachment = {
        localId: crypto.randomUUID(),
        name: file.name,
        contentType: file.type,
        bytes: file.size,
        previewUrl: isImage(file.type) ? URL.createObjectURL(file) : undefined,
        progress: 0,
      };
      added.push(draft);
      const controller = new AbortController();
      uploads.current.set(draft.localId, controller);
      uploadPhoto(file, (progress) => update(draft.localId, { progress }), controller.signal)
        // The uploads API answers every file's fields for chat (an image re-encoded to WebP, a PDF as is).
        .then((res) => {
          const stored = res as UploadedFile;
          update(draft.localId, {
            progress: 1,
            uploaded: {
              uploadId: stored.id,
              name: stored.name || file.name,
              contentType: stored.contentType,
              bytes: stored.bytes,
              url: stored.src,
            },
          });
        })
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          update(draft.localId, { error: messageOf(err) });
        })
        .finally(() => uploads.current.delete(draft.localId));
    }
    setDrafts((prev) => [...prev, ...added]);
  }

  function remove(localId: string) {
    uploads.current.get(localId)?.abort();
    setDrafts((prev) => {
      const gone = prev.find((d) => d.localId === localId);
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      return prev.filter((d) => d.localId !== localId);
    });
  }

  /** After a send: the previews stay alive for the message shown meanwhile, so only the list empties. */
  function clear() {
    setDrafts([]);
    setPickError(null);
  }

  // Leaving the conversation stops uploads nobody will send.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return {
    drafts,
    pickError,
    isUploading: drafts.some((d) => !d.uploaded && !d.error),
    ready: drafts.flatMap((d) => (d.uploaded ? [d.uploaded] : [])),
    add,
    remove,
    clear,
  };
}
