import { z } from "zod";
import { email, requiredLine, requiredText } from "./strings";

export const contactTopics = [
  "Planning help",
  "Venues",
  "Vendors",
  "My account",
  "Press & partnerships",
  "Other",
] as const;

export const contactMessageSchema = z.object({
  name: requiredLine({ max: 100, missing: "Enter your name." }),
  email: email(),
  topic: z.enum(contactTopics, { error: "Choose a topic." }),
  message: requiredText({
    max: 5000,
    min: 10,
    missing: "Write your message.",
    tooShort: "Tell us a little more (at least 10 characters).",
  }),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
