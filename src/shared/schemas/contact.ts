import { z } from "zod";

export const contactTopics = [
  "Planning help",
  "Venues",
  "Vendors",
  "My account",
  "Press & partnerships",
  "Other",
] as const;

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, "Enter your name.").max(100, "Use at most 100 characters."),
  email: z.string().trim().pipe(z.email("Enter a valid email.")),
  topic: z.enum(contactTopics, { error: "Choose a topic." }),
  message: z
    .string()
    .trim()
    .min(10, "Tell us a little more (at least 10 characters).")
    .max(5000, "Use at most 5,000 characters."),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
