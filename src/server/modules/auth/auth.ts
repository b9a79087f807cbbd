import type { FastifyBaseLogger } from "fastify";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { userKinds } from "@shared/catalog";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { schema } from "../../db/schema";
import type { Mailer } from "../../providers/email/mailer";
import { resetPasswordEmail, verificationEmail } from "../../providers/email/templates";
import { ACCOUNT_DISABLED_MESSAGE } from "@shared/schemas/help-desk";
import { isInvitationFor } from "../contributors/contributors.service";
import { isDisabledEmail, isDisabledUser } from "../help-desk/user-desk.service";
import { takeMailSlot } from "./mail-throttle";
import {
  changeEmailOptions,
  deleteUserOptions,
  sendChangeEmailMails,
  twoFactorPlugin,
} from "./account-security-options";
import { checkPassword, contextOfResetToken } from "./password-rule";
import { revokeOlderResetLinks, revokeResetLink, revokeResetLinks } from "./reset-links";

export const CONTRIBUTOR_SIGN_UP_MESSAGE = "Contributor accounts are created from an invitation.";
/**
 * The invitation a contributor sign-up comes from: its verification link leads back to `/join/{token}`
 * (with `?accept=1`: the page accepts at once, the account was made for it).
 */
const JOIN_CALLBACK = /^(?:https?:\/\/[^/]+)?\/join\/([A-Za-z0-9_-]{1,120})(?:\?accept=1)?$/;

// Spec section 5: the backend's answer when sign-up lacks an email or a password.
export const SIGN_UP_MISSING_MESSAGE = "You must provide either an email or phone number and a password";
export const RESET_LINK_SECONDS = 10 * 60; // spec section 9
/**
 * The client's address as Fastify resolved it (TRUST_PROXY-aware), set by the bridge (plugins/auth-bridge.ts)
 * over whatever the request carried, so a session records where it really came from (issue #17).
 */
export const CLIENT_IP_HEADER = "x-june-client-ip";

/** Paths whose body carries a new password, and the body field it is in. */
const passwordFields: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

export function createAuth(opts: { config: Config; db: Db; mailer: Mailer; log: FastifyBaseLogger }) {
  const { config, db, mailer, log } = opts;
  // Account mail work (throttle, revocation, sending) runs in the background, so the response time does
  // not reveal whether the account exists; the answer is the same whether a mail goes out or not.
  const inBackground = (what: string, work: () => Promise<void>) =>
    void work().catch((err: unknown) => log.error({ err }, `${what} failed`));
  const send = (to: string, mail: { subject: string; text: string; html: string }) =>
    mailer.send({ to, ...mail });

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
    // "Last used" on the list of signed-in devices (issue #17): a session is refreshed at most hourly.
    session: { updateAge: 60 * 60 },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    user: {
      additionalFields: {
        // Chosen once by the sign-up page; the before-hook below refuses any later change.
        kind: { type: "string", required: false, defaultValue: "couple", input: true },
        isAdmin: { type: "boolean", required: false, defaultValue: false, input: false },
        // Set by an admin (issue #17); read with the session, so the session guard refuses at once.
        disabledAt: { type: "date", required: false, input: false },
      },
      // Account security (issue #17, account-security-options.ts).
      changeEmail: changeEmailOptions,
      deleteUser: deleteUserOptions(opts),
    },
    // A disabled account gets no new session on any path (sign-in, the verification link's auto sign-in,
    // a second factor); the sign-in before-hook below says why first (decision 044).
    databaseHooks: {
      session: {
        create: {
          async before(session) {
            if (await isDisabledUser(db, session.userId))
              throw new APIError("FORBIDDEN", { message: ACCOUNT_DISABLED_MESSAGE });
          },
        },
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
        inBackground("reset mail", async () => {
          if (!(await takeMailSlot(db, "reset-password", user.email))) {
            // Throttled: this link is never mailed, so it must not revoke the last one that was.
            log.warn({ userId: user.id }, "reset mail throttled");
            return revokeResetLink(db, token);
          }
          await revokeOlderResetLinks(db, user.id, token); // only the newest link works
          await send(user.email, resetPasswordEmail({ url }));
        });
      },
      // Using any link revokes the others (better-auth only consumes the one used).
      async onPasswordReset({ user }) {
        await revokeResetLinks(db, user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // The link signs the person in and lands on their account page (issue #18); a link used once
      // more only redirects (better-auth signs in only while the email is still unverified).
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        inBackground("verification mail", async () => {
          if (await sendChangeEmailMails(opts, user, url)) return; // a change of email (issue #17)
          if (!(await takeMailSlot(db, "verify-email", user.email))) {
            log.warn({ userId: user.id }, "verification mail throttled");
            return;
          }
          await send(user.email, verificationEmail({ name: user.name, url }));
        });
      },
    },
    plugins: [twoFactorPlugin()],
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
          // A contributor account exists only because a couple invited that address (issue #13): the
          // sign-up names its invitation by the callback URL, where verification brings them back.
          if (kind === "contributor") {
            const token =
              typeof body.callbackURL === "string" ? JOIN_CALLBACK.exec(body.callbackURL)?.[1] : undefined;
            if (!token || typeof body.email !== "string" || !(await isInvitationFor(db, token, body.email)))
              throw new APIError("BAD_REQUEST", { message: CONTRIBUTOR_SIGN_UP_MESSAGE });
          }
        }
        if (
          ctx.path === "/sign-in/email" &&
          typeof body.email === "string" &&
          (await isDisabledEmail(db, body.email))
        )
          throw new APIError("FORBIDDEN", { message: ACCOUNT_DISABLED_MESSAGE });
        if (ctx.path === "/update-user" && ("kind" in body || "isAdmin" in body || "disabledAt" in body)) {
          throw new APIError("BAD_REQUEST", { message: "The account kind cannot be changed." });
        }
        // Deleting the account always asks for the password (issue #17), never only a fresh session.
        if (ctx.path === "/delete-user" && (typeof body.password !== "string" || body.password === "")) {
          throw new APIError("BAD_REQUEST", { message: "Enter your password to delete your account." });
        }
        const field = passwordFields[ctx.path];
        const password = field ? body[field] : undefined;
        // Outside 8–128 better-auth answers PASSWORD_TOO_SHORT / _TOO_LONG itself, which says more.
        if (typeof password !== "string" || password.length < 8 || password.length > 128) return;
        // The same rule (and reason) as the client's form (shared/rules/password-strength.ts); the
        // account's email and name count as guessable words.
        const context =
          ctx.path === "/sign-up/email"
            ? { email: String(body.email), name: typeof body.name === "string" ? body.name : "" }
            : ctx.path === "/reset-password"
              ? await contextOfResetToken(db, body.token ?? ctx.query?.token)
              : ((await getSessionFromCtx(ctx))?.user ?? {});
        const { problem } = checkPassword(password, context);
        if (problem) throw new APIError("BAD_REQUEST", { message: problem.message, code: problem.code });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
