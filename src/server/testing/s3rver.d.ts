// s3rver ships no types; this is the part the storage tests use.
declare module "s3rver" {
  export default class S3rver {
    constructor(opts: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      resetOnClose?: boolean;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
