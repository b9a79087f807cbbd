/**
 * How long an uploaded photo takes to store with its responsive variants (issue #21, decision 051), and
 * what the variants weigh. Run: `npm run bench:uploads` (options: `--runs=5`, `--effort=2`).
 *
 * The input stands in for a phone photo: a seeded listing illustration drawn at 4032×3024 with sensor-like
 * grain, as a JPEG at quality 90 (about as hard to encode as a real photo; flat colours would flatter
 * the encoders, pure noise would punish them).
 */
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { encodeImage } from "../src/server/modules/uploads/image-variants";

const args = new Map(
  process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string | undefined]),
);
const runs = Number(args.get("runs") ?? 5);

async function phoneLikePhoto(): Promise<Buffer> {
  const svg = await readFile(
    path.join(import.meta.dirname, "../src/client/public/media/venues/garden-1.svg"),
  );
  const drawn = await sharp(svg, { density: 600 })
    .resize(4032, 3024, { fit: "cover" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grain = await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
  const mixed = Buffer.alloc(drawn.data.length);
  for (let i = 0; i < mixed.length; i++)
    mixed[i] = Math.max(0, Math.min(255, drawn.data[i]! + grain[i]! - 128));
  return sharp(mixed, { raw: { width: 4032, height: 3024, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const input = await phoneLikePhoto();
console.log(
  `input: 4032×3024 JPEG, ${(input.length / 1024).toFixed(0)} KiB; sharp threads ${sharp.concurrency()}`,
);

const times: number[] = [];
const cpu: number[] = [];
let last: Awaited<ReturnType<typeof encodeImage>> | undefined;
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  const startCpu = process.cpuUsage();
  last = await encodeImage(
    "00000000-0000-4000-8000-000000000000",
    sharp(input).rotate().resize({ width: 2000, height: 2000, fit: "inside", withoutEnlargement: true }),
  );
  times.push(performance.now() - start);
  const used = process.cpuUsage(startCpu);
  cpu.push((used.user + used.system) / 1000);
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
console.log(
  `encode (decode, shrink, original + ${last!.variants.length} variants), ${runs} runs: ` +
    `median ${times[Math.floor(runs / 2)]!.toFixed(0)} ms, max ${times[runs - 1]!.toFixed(0)} ms wall; ` +
    // CPU time says what it costs whatever else the machine is doing (wall time ≈ CPU / cores when quiet).
    `median ${cpu[Math.floor(runs / 2)]!.toFixed(0)} ms CPU; load average ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log(
  `original ${last!.width}×${last!.height} WebP: ${(last!.original.bytes.length / 1024).toFixed(0)} KiB`,
);
for (const v of last!.variants)
  console.log(`${v.key.padEnd(52)} ${(v.bytes.length / 1024).toFixed(1).padStart(7)} KiB`);
