import type { ContactMessage } from "@shared/schemas/contact";

type ContactTopic = ContactMessage["topic"];

/** Short `?topic=` values other pages link with (e.g. /contact?topic=press), mapped to the form's topics. */
const topicByParam: Record<string, ContactTopic> = {
  planning: "Planning help",
  venues: "Venues",
  vendors: "Vendors",
  account: "My account",
  press: "Press & partnerships",
  partnerships: "Press & partnerships",
  other: "Other",
};

export function topicFromParam(value: string | null): ContactTopic | undefined {
  return value ? topicByParam[value.toLowerCase()] : undefined;
}
