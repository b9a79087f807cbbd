import type { FastifyBaseLogger } from "fastify";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { userKinds } from "@shared/catalog";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { schema } from "../../db/schema";
import type { Mailer } from "../../providers/email/mailer";
import { resetPasswordEmail, verificationEmail } from "../../providers/email/templates";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";

// Spec section 5: the backend's answer when sign-up lacks an email or a password.
export const SIGN_UP_MISSING_MESSAGE = "You must provide either an email or phone number and a password";
export const RESET_LINK_SECONDS = 10 * 60; // spec section 9

/** Paths whose body carries a new password, and the body field it is in. */
const passwordFields: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

export function createAuth(opts: { config: Config; db: Db; mailer: Mailer; log: FastifyBaseLogger }) {
  const { config, db, mailer, log } = opts;
  const send = (to: string, mail: { subject: string; text: string; html: string }) =>
    // Mail is sent in the background so the response time does not reveal whether the account exists.
    void mailer.send({ to, ...mail }).catch((err: unknown) => log.error({ err }, "auth mail failed"));

  return betterAuth({
    appName: "June Weddings",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    trustedOrigins: config.trustedOrigins,
    // Fastify's @fastify/rate-limit guards these routes (one mechanism for the whole API).
    rateLimit: { enabled: false },
    // better-auth's own messages go through the server's pino logger (and its level).
    logger: {
      log: (level, message, ...args) =>
        log[level === "debug" ? "debug" : level]({ args }, `better-auth: ${message}`),
    },
    advanced: { useSecureCookies: config.publicUrl.startsWith("https://") },
    user: {
      additionalFields: {
        // Chosen once by the sign-up page; the before-hook below refuses any later change.
        kind: { type: "string", required: false, defaultValue: "couple", input: true },
        isAdmin: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        send(user.email, resetPasswordEmail({ url }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      async sendVerificationEmail({ user, url }) {
        send(user.email, verificationEmail({ name: user.name, url }));
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === "/sign-up/email") {
          if (!body.email || !body.password) {
            throw new APIError("BAD_REQUEST", { message: SIGN_UP_MISSING_MESSAGE });
          }
          const kind = body.kind ?? "couple";
          if (!(userKinds as readonly unknown[]).includes(kind)) {
            throw new APIError("BAD_REQUEST", {
              message: "Choose an account kind: couple, venue owner or vendor.",
            });
          }
        }
        if (ctx.path === "/update-user" && ("kind" in body || "isAdmin" in body)) {
          throw new APIError("BAD_REQUEST", { message: "The account kind cannot be changed." });
        }
        const field = passwordFields[ctx.path];
        const password = field ? body[field] : undefined;
        if (typeof password === "string" && isCommonPassword(password)) {
          throw new APIError("BAD_REQUEST", {
            message: COMMON_PASSWORD_MESSAGE,
            code: "PASSWORD_TOO_COMMON",
          });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
