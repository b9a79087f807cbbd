import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";
import { typeScaleSteps } from "./type-scale";

// Told about the type scale (styles.css @theme): otherwise `text-body` reads as a colour and
// `cn("text-body", "text-ink")` would drop the size (docs/decisions/018).
const twMerge = extendTailwindMerge({ extend: { theme: { text: [...typeScaleSteps] } } });

/**
 * Joins class names (clsx: strings, arrays, `{ class: condition }`), and where two Tailwind classes set the
 * same property the later wins (tailwind-merge): `cn("px-6", className)` lets a caller's `px-2` replace it.
 */
export function cn(...parts: ClassValue[]): string {
  return twMerge(clsx(parts));
}
