/**
 * Where uploaded files live (issue #11): local disk by default, S3-compatible object storage when `S3_*`
 * is configured (storage-provider.ts). Keys are flat names such as "{uuid}.webp".
 */
export type Storage = {
  kind: "local" | "s3";
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  get: (key: string) => Promise<Buffer | null>;
  /** Removes the object; a missing one is not an error. */
  delete: (key: string) => Promise<void>;
  close: () => Promise<void>;
};
