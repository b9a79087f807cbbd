/** Marketing counters, word for word from spec section 1. */
export const stats = [
  { value: "600+", label: "Couples planned" },
  { value: "18 hours", label: "Average time saved" },
  { value: "100%", label: "Satisfaction" },
  { value: "15 min", label: "Average setup" },
] as const;

/** Spec section 1: free to start, no ads, no credit card, cancel anytime. */
export const trustPoints = ["Free to start", "No ads", "No credit card", "Cancel anytime"] as const;
