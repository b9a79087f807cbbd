import { z } from "zod";
import { userKinds } from "../catalog";
import { email, line } from "./strings";

/** Same rules as the server (better-auth is configured with 8–128); the forms show these messages. */
export const passwordSchema = z
  .string()
  .min(8, "Use at least 8 characters.")
  .max(128, "Use at most 128 characters.");

export const emailSchema = email();

/** A person's name on the account (sign-up and update-user; the server applies it to better-auth's routes). */
export const personNameSchema = line({ max: 100 });

export const signUpSchema = z.object({
  name: personNameSchema.default(""),
  email: emailSchema,
  password: passwordSchema,
  kind: z.enum(userKinds),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password."),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const requestResetSchema = z.object({ email: emailSchema });

export const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The passwords do not match." });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password."),
    newPassword: passwordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ["confirm"], message: "The passwords do not match." });

/** `GET /api/password-reset/status`: whether an emailed reset link still works, before the form is shown. */
export const resetLinkQuerySchema = z.object({ token: line({ max: 512, trim: false }) });
export const resetLinkStatusSchema = z.object({ status: z.enum(["valid", "expired", "invalid"]) });
export type ResetLinkStatus = z.infer<typeof resetLinkStatusSchema>["status"];
