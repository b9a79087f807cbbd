import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ReactElement } from "react";
import { rsvpAnswerSchema, rsvpTokenParamsSchema, type RsvpAnswer } from "@shared/schemas/rsvp";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Mailer } from "../../providers/email/mailer";
import {
  checkAnswers,
  getInvitation,
  guarded,
  saveAnswers,
  type GuestListNews,
  type LoadedInvitation,
  type LookupGuard,
} from "../guests/rsvp.service";
import type { GuestAssets } from "./guest-assets";
import { guestDocument } from "./guest-document";
import {
  draftOf,
  RsvpClosedPage,
  RsvpFormPage,
  RsvpNotFoundPage,
  RsvpSentPage,
  type RsvpDraft,
  type RsvpErrors,
} from "./rsvp-page";
import { coupleLine } from "./rsvp-views";

type Options = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  guestList: GuestListNews;
  assets: GuestAssets;
  /** The same guard as GET/PUT /api/rsvp/:token: unknown tokens count against the address. */
  tokenGuard: LookupGuard;
};

/** The form's fields → the API's answer shape (the same rules apply to both). */
export function answerFromForm(loaded: LoadedInvitation, form: Record<string, string>): unknown {
  return {
    guests: loaded.invitation.guests.map((g) => ({
      id: g.id,
      ...(loaded.renamable.has(g.id) && form[`g.${g.id}.name`] ? { name: form[`g.${g.id}.name`] } : {}),
      mealChoice: form[`g.${g.id}.meal`] ?? "",
      dietaryNotes: form[`g.${g.id}.diet`] ?? "",
      answers: Object.fromEntries(
        loaded.invitation.events
          .map((e) => [e.id, form[`g.${g.id}.e.${e.id}`]] as const)
          .filter(([, v]) => v === "attending" || v === "declined"),
      ),
    })),
    songRequest: form.song ?? "",
    noteToCouple: form.note ?? "",
    email: form.email ?? "",
  };
}

function draftFromForm(loaded: LoadedInvitation, form: Record<string, string>): RsvpDraft {
  const draft = draftOf(loaded.invitation, form.email ?? "");
  for (const g of loaded.invitation.guests)
    draft.guests[g.id] = {
      name: form[`g.${g.id}.name`] ?? "",
      meal: form[`g.${g.id}.meal`] ?? "",
      diet: form[`g.${g.id}.diet`] ?? "",
      answers: Object.fromEntries(
        loaded.invitation.events.flatMap((e) => {
          const v = form[`g.${g.id}.e.${e.id}`];
          return v ? [[e.id, v]] : [];
        }),
      ),
    };
  draft.song = form.song ?? "";
  draft.note = form.note ?? "";
  return draft;
}

/** The API's field paths (`guests.2.mealChoice`, `email`) → the form's (`{guestId}.meal`, `email`). */
function formErrors(loaded: LoadedInvitation, fields: Record<string, string>): RsvpErrors {
  const errors: RsvpErrors = {};
  const names: Record<string, string> = {
    name: "name",
    mealChoice: "meal",
    dietaryNotes: "diet",
    answers: "answers",
    id: "answers",
  };
  for (const [path, message] of Object.entries(fields)) {
    const m = /^guests\.(\d+)\.(\w+)/.exec(path);
    const guest = m ? loaded.invitation.guests[Number(m[1])] : undefined;
    if (m && guest) errors[`${guest.id}.${names[m[2]!] ?? "answers"}`] ??= message;
    else if (path === "songRequest") errors.song = message;
    else if (path === "noteToCouple") errors.note = message;
    else if (path === "email") errors.email = message;
  }
  errors.form = "Some answers need a second look: see the notes below.";
  return errors;
}

/**
 * `/rsvp/{token}` (issue #12): the household's RSVP page, server-rendered, and its plain form POST for
 * browsers without a script (which redirects to the confirmation). Unknown or replaced tokens get a
 * friendly page with status 404.
 */
export const rsvpPageRoutes: FastifyPluginAsync<Options> = async (app, opts) => {
  const { db, assets, tokenGuard } = opts;
  // A form POST without a script sends urlencoded fields; only this plugin's routes accept them.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const send = (reply: FastifyReply, status: number, title: string, body: ReactElement) =>
    reply
      .code(status)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(guestDocument({ title, page: "rsvp", body, assets }));

  const notFound = (reply: FastifyReply) => send(reply, 404, "Invitation not found", <RsvpNotFoundPage />);

  async function load(ip: string, token: string): Promise<LoadedInvitation | null> {
    const parsed = rsvpTokenParamsSchema.safeParse({ token });
    if (!parsed.success) {
      await tokenGuard.check(ip);
      await tokenGuard.fail(ip);
      return null;
    }
    try {
      return await guarded(tokenGuard, ip, () => getInvitation(db, token));
    } catch (err) {
      if (err instanceof AppError && err.detail.reason === "rsvp_not_found") return null;
      throw err;
    }
  }

  app.get<{ Params: { token: string }; Querystring: { sent?: string } }>(
    "/rsvp/:token",
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: { tags: ["guest pages"], summary: "The household's RSVP form (HTML)", produces: ["text/html"] },
    },
    async (req, reply) => {
      const { token } = req.params;
      const loaded = await load(req.ip, token);
      if (!loaded) return notFound(reply);
      const inv = loaded.invitation;
      const title = `RSVP · ${coupleLine(inv.couple)}`;
      if (req.query.sent !== undefined && inv.respondedAt)
        return send(
          reply,
          200,
          title,
          <RsvpSentPage token={token} invitation={inv} email={loaded.responderEmail} />,
        );
      if (inv.closed) return send(reply, 200, title, <RsvpClosedPage invitation={inv} />);
      return send(
        reply,
        200,
        title,
        <RsvpFormPage
          token={token}
          invitation={inv}
          renamable={loaded.renamable}
          draft={draftOf(inv, loaded.responderEmail)}
          errors={{}}
        />,
      );
    },
  );

  app.post<{ Params: { token: string }; Body: unknown }>(
    "/rsvp/:token",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      bodyLimit: 64 * 1024,
      schema: { tags: ["guest pages"], summary: "Send the RSVP (form post)", produces: ["text/html"] },
    },
    async (req, reply) => {
      const { token } = req.params;
      const loaded = await load(req.ip, token);
      if (!loaded) return notFound(reply);
      const inv = loaded.invitation;
      const title = `RSVP · ${coupleLine(inv.couple)}`;
      if (inv.closed) return send(reply, 409, title, <RsvpClosedPage invitation={inv} />);
      const form =
        req.body && typeof req.body === "object"
          ? (req.body as Record<string, string>)
          : ({} as Record<string, string>);
      const again = (fields: Record<string, string>) =>
        send(
          reply,
          400,
          title,
          <RsvpFormPage
            token={token}
            invitation={inv}
            renamable={loaded.renamable}
            draft={draftFromForm(loaded, form)}
            errors={formErrors(loaded, fields)}
          />,
        );
      const parsed = rsvpAnswerSchema.safeParse(answerFromForm(loaded, form));
      if (!parsed.success)
        return again(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])));
      const answer: RsvpAnswer = parsed.data;
      const fields = checkAnswers(loaded, answer);
      if (Object.keys(fields).length > 0) return again(fields);
      try {
        await saveAnswers(opts, token, answer);
      } catch (err) {
        if (err instanceof AppError && err.code === "VALIDATION") return again(err.detail.fields ?? {});
        if (err instanceof AppError && err.detail.reason === "rsvp_closed")
          return send(reply, 409, title, <RsvpClosedPage invitation={{ ...inv, closed: true }} />);
        if (err instanceof AppError && err.detail.reason === "rsvp_not_found") return notFound(reply);
        throw err;
      }
      return reply.redirect(`/rsvp/${token}?sent=1`, 303);
    },
  );
};
