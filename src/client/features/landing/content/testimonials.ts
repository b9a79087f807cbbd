/**
 * Fixed sample testimonials (spec section 1: "from couples and vendors"). The people are fictional;
 * replace them with real, consented quotes before launch.
 */
export type Testimonial = {
  quote: string;
  name: string;
  detail: string;
  place: string;
  kind: "couple" | "vendor";
};

export const testimonials: readonly Testimonial[] = [
  {
    kind: "couple",
    quote:
      "June knew our date, our guest count and our budget, so every suggestion actually fit. We booked our barn in a weekend instead of a month.",
    name: "Maya & Jordan",
    detail: "Married October 2025",
    place: "Columbus, OH",
  },
  {
    kind: "couple",
    quote:
      "The QR-code RSVPs saved us from a spreadsheet nightmare, and my mom could follow the budget without texting me every day.",
    name: "Priya & Sam",
    detail: "Married June 2025",
    place: "Nashville, TN",
  },
  {
    kind: "couple",
    quote:
      "We planned 140 guests across two families and never lost a thread. The floor plan builder alone was worth it.",
    name: "Emily & Marcus",
    detail: "Married May 2025",
    place: "Cincinnati, OH",
  },
  {
    kind: "vendor",
    quote:
      "Couples arrive with their date, palette and budget already settled. Our first call is about flowers, not logistics.",
    name: "Lena Ortiz",
    detail: "Wildflower & Vine Florals",
    place: "Cleveland, OH",
  },
  {
    kind: "vendor",
    quote: "Shared timelines mean I know the first-look time weeks ahead. Fewer emails, better photographs.",
    name: "Darnell Brooks",
    detail: "Brooks Photo Co.",
    place: "Franklin, TN",
  },
  {
    kind: "vendor",
    quote: "Tours booked through June show up ready to decide. Our autumn Saturdays filled faster than ever.",
    name: "Hannah Reed",
    detail: "Magnolia Hill Barn",
    place: "Knoxville, TN",
  },
];
