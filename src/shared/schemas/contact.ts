import { z } from "zod";
import { email, line, text } from "./strings";

export const contactTopics = [
  "Planning help",
  "Venues",
  "Vendors",
  "My account",
  "Press & partnerships",
  "Other",
] as const;

export const contactMessageSchema = z.object({
  name: line({ max: 100 }).min(1, "Enter your name."),
  email: email(),
  topic: z.enum(contactTopics, { error: "Choose a topic." }),
  message: text({ max: 5000 }).min(10, "Tell us a little more (at least 10 characters)."),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
