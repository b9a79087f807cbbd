import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The guest pages' own browser bundle, as Vite's manifest names it (vite.config.ts, second input). */
export const GUEST_ENTRY = "guest/guest-page.ts";

/** Hashed files the guest pages link: one small script and its stylesheet. Empty without a build (tests). */
export type GuestAssets = { scripts: string[]; styles: string[] };

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

export function loadGuestAssets(clientDir: string): GuestAssets {
  const manifestPath = path.join(clientDir, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) return { scripts: [], styles: [] };
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const entry = manifest[GUEST_ENTRY];
  if (!entry) return { scripts: [], styles: [] };
  return { scripts: [`/${entry.file}`], styles: (entry.css ?? []).map((f) => `/${f}`) };
}
