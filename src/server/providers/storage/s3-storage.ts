import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { Storage } from "./storage";

export type S3Options = {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (endpoint/bucket/key): what MinIO and most self-hosted S3-compatible servers need. */
  forcePathStyle: boolean;
};

/** Objects in one bucket of any S3-compatible store (AWS S3, MinIO, R2, …). The bucket is private. */
export function createS3Storage(opts: S3Options): Storage {
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    forcePathStyle: opts.forcePathStyle,
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
  });
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: opts.bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: key }));
        if (!out.Body) return null;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },
    async close() {
      client.destroy();
    },
  };
}
