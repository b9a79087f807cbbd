import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (clsx: strings, arrays, `{ class: condition }`), and where two Tailwind classes set the
 * same property the later wins (tailwind-merge): `cn("px-6", className)` lets a caller's `px-2` replace it.
 */
export function cn(...parts: ClassValue[]): string {
  return twMerge(clsx(parts));
}
