import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Storage } from "./storage";

/**
 * Where local uploads live: `<DATA_DIR>/uploads`. An in-memory database (DATA_DIR "memory://", the tests)
 * has no directory, so its uploads go to `<os tmpdir>/june-weddings-uploads` — keys are random UUIDs, so
 * parallel test files sharing it never collide.
 */
export function uploadsDirOf(dataDir: string): string {
  return dataDir.startsWith("memory://")
    ? path.join(tmpdir(), "june-weddings-uploads")
    : path.join(path.resolve(dataDir), "uploads");
}

/** Files in one directory. Keys are checked by the caller (uploads.service) before they get here. */
export function createLocalStorage(dir: string): Storage {
  const fileOf = (key: string) => path.join(dir, path.basename(key));
  return {
    kind: "local",
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      const target = fileOf(key);
      // Write then rename, so a reader never sees half a file.
      const partial = `${target}.part`;
      await writeFile(partial, bytes);
      await rename(partial, target);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      await unlink(fileOf(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== "ENOENT") throw err;
      });
    },
    async close() {},
  };
}
