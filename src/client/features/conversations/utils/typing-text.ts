import { listNames } from "./receipts";

/** "Noah is typing…", "Noah and Ava are typing…", "Several people are typing…"; null when nobody is. */
export function typingText(names: string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length <= 3) return `${listNames(names)} are typing…`;
  return "Several people are typing…";
}

/** How long a "typing" signal lasts without a fresh one: a little over the sender's throttle. */
export const TYPING_SHOWN_MS = 6_000;
/** The composer tells the others at most this often while the person keeps typing. */
export const TYPING_THROTTLE_MS = 3_000;
