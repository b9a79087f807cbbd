import { cityName, plural } from "../format";
import type { ProfileFact } from "../profile-facts";
import type { AnswerContext } from "./context";
import { daysLeftAnswer } from "./plan";

/** A profile fact the couple asked to be reminded of (decision 060), from their own profile. */
export async function profileFactAnswer(ctx: AnswerContext, fact: ProfileFact): Promise<string> {
  if (fact === "date") return daysLeftAnswer(ctx);
  const profile = await ctx.tools.profile();
  if (fact === "city") {
    const city = cityName(profile?.cityId);
    return city
      ? `You're getting married in **${city}** — that's the city on your profile. To change it, tell me (for example “we're moving the wedding to Nashville”) or edit [your account](/couple-account).`
      : "You haven't picked a city yet. June Weddings covers Cleveland, Columbus, Cincinnati and Nashville — tell me one (for example “we're getting married in Columbus”) and I'll set it.";
  }
  const planned = profile?.guestCount ?? null;
  const stats = await ctx.tools.call("guest_stats", {});
  const list =
    stats && stats.total > 0
      ? ` Your guest list has ${plural(stats.total, "guest")} so far (${stats.attending} attending).`
      : "";
  return planned
    ? `Your profile says **${plural(planned, "guest")}**.${list}`
    : `You haven't set a guest count on your profile yet.${list} Tell me one, for example “we're expecting 120 guests”.`;
}
