/**
 * The reply box's hint, with the verb agreeing with who receives it (issue #18): a couple's names
 * ("Maya & Jordan", "Maya and Jordan") take "get", one person or a business ("Lakeview Glasshouse") "gets".
 */
export function replyHint(recipientName: string, recipient: "couple" | "listing"): string {
  const isPair = recipient === "couple" && /\s(?:&|and)\s/i.test(recipientName);
  return `${recipientName} ${isPair ? "get" : "gets"} it by email and can reply from there.`;
}
