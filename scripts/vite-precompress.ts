import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `.br` and `.gz` beside every text asset of the build, once, at maximum compression; the server's
 * static handler (`preCompressed`) sends the best one the browser accepts. No compression work per request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "june:precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      for await (const file of files(outDir)) {
        if (!compressible.test(file) || (await stat(file)).size < 1024) continue;
        const body = await readFile(file);
        await writeFile(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
