import type { Config } from "../../config";
import { createLocalStorage, uploadsDirOf } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/** S3-compatible storage when S3_BUCKET is set (config.ts then requires the rest), else DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  if (config.S3_BUCKET)
    return createS3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  return createLocalStorage(uploadsDirOf(config.DATA_DIR));
}
