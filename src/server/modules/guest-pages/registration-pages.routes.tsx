import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { registrationInputSchema } from "@shared/schemas/rsvp";
import { token } from "@shared/schemas/strings";
import type { Db } from "../../db/client";
import type { GuestListNews } from "../guests/guests.service";
import {
  openRegistration,
  register,
  type OpenRegistration,
} from "../guest-registration/guest-registration.service";
import type { GuestAssets } from "./guest-assets";
import { guestDocument } from "./guest-document";
import { acceptFormPosts, isFromOurPages, sendPage } from "./guest-forms";
import {
  emptyRegistration,
  MAX_PEOPLE,
  RegistrationNotFound,
  RegistrationPage,
  RegistrationSent,
  type RegistrationValues,
} from "./registration-page";

const codeParams = z.object({ code: token(64) });

/** The posted form as the page's values: the filled person rows, with their row numbers. */
function valuesOf(fields: Record<string, string>): { values: RegistrationValues; rowOf: number[] } {
  const get = (k: string) => fields[k] ?? "";
  const guests: RegistrationValues["guests"] = [];
  const rowOf: number[] = [];
  for (let i = 0; i < MAX_PEOPLE; i++) {
    const name = get(`guests.${i}.name`);
    const dietaryNotes = get(`guests.${i}.dietaryNotes`);
    if (name.trim() === "" && dietaryNotes.trim() === "") continue;
    guests.push({ name, dietaryNotes });
    rowOf.push(i);
  }
  return {
    values: {
      householdName: get("householdName"),
      email: get("email"),
      phone: get("phone"),
      address: get("address"),
      postcode: get("postcode"),
      note: get("note"),
      guests,
    },
    rowOf,
  };
}

/**
 * The guest registration page (issue #12): GET shows the form, POST takes it as a plain form post (no
 * script needed), then redirects to the confirmation. Unknown code or closed registration: a friendly
 * 404 page. Rate-limited per IP; a post must come from our own page (guest-forms.ts).
 */
export const registrationPageRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guestList: GuestListNews;
  assets: GuestAssets;
  trustedOrigins: readonly string[];
  pagesPerMinute: number;
  writesPerMinute: number;
}> = async (app, opts) => {
  const { db, assets } = opts;
  const trusted = new Set(opts.trustedOrigins);
  acceptFormPosts(app);

  const title = (r: OpenRegistration) =>
    `Register for ${[r.partner1, r.partner2].filter(Boolean).join(" & ") || "the"} wedding`;
  const notFoundPage = () =>
    guestDocument({
      title: "Registration not open",
      page: "message",
      body: <RegistrationNotFound />,
      assets,
    });
  const formPage = (
    r: OpenRegistration,
    code: string,
    values: RegistrationValues,
    errors: Record<string, string>,
  ) =>
    guestDocument({
      title: title(r),
      page: "registration",
      theme: r.theme,
      body: <RegistrationPage registration={r} code={code} values={values} errors={errors} />,
      assets,
    });
  const pageLimit = { public: true, rateLimit: { max: opts.pagesPerMinute, timeWindow: "1 minute" } };

  app.get(
    "/guest-registration/:code",
    {
      config: pageLimit,
      schema: {
        tags: ["guest pages"],
        summary: "The guest registration form (HTML)",
        params: codeParams,
        produces: ["text/html"],
      },
    },
    async (req, reply) => {
      const r = await openRegistration(db, req.params.code);
      if (!r) return sendPage(reply, 404, notFoundPage());
      return sendPage(reply, 200, formPage(r, req.params.code, emptyRegistration, {}));
    },
  );

  app.get(
    "/guest-registration/:code/thanks",
    {
      config: pageLimit,
      schema: {
        tags: ["guest pages"],
        summary: "The registration's confirmation (HTML)",
        params: codeParams,
        produces: ["text/html"],
      },
    },
    async (req, reply) => {
      const r = await openRegistration(db, req.params.code);
      if (!r) return sendPage(reply, 404, notFoundPage());
      const html = guestDocument({
        title: "Registration sent",
        page: "message",
        theme: r.theme,
        body: <RegistrationSent registration={r} />,
        assets,
      });
      return sendPage(reply, 200, html);
    },
  );

  app.post(
    "/guest-registration/:code",
    {
      config: { public: true, rateLimit: { max: opts.writesPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["guest pages"],
        summary: "Register a household (form post); redirects to the confirmation",
        params: codeParams,
        produces: ["text/html"],
        body: z.record(z.string(), z.string().max(5000)).optional(),
      },
    },
    async (req, reply) => {
      const { code } = req.params;
      const r = await openRegistration(db, code);
      if (!r) return sendPage(reply, 404, notFoundPage());
      const { values, rowOf } = valuesOf(req.body ?? {});
      if (!isFromOurPages(req, trusted))
        return sendPage(
          reply,
          403,
          formPage(r, code, values, {
            householdName: "Please open the registration page again and send it from there.",
          }),
        );
      const parsed = registrationInputSchema.safeParse(values);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const path = issue.path.map(String);
          if (path[0] === "guests" && path[1] !== undefined)
            path[1] = String(rowOf[Number(path[1])] ?? path[1]);
          const key = path.join(".") || "householdName";
          errors[key] ??= issue.message;
        }
        return sendPage(reply, 400, formPage(r, code, values, errors));
      }
      await register(db, opts.guestList, code, parsed.data);
      return reply.redirect(`/guest-registration/${encodeURIComponent(code)}/thanks`, 303);
    },
  );
};
