import type { Limit } from "../limits";
import { plain } from "../format";
import type { AnswerContext } from "./context";

/**
 * What June can't answer or do, said plainly (sixth round; limits.ts): who can answer instead, and what she
 * can do. A booking names the listing's page when the message named one, where the couple can message the
 * venue or book a tour.
 */

const CAN_DO =
  "What I can help with is your wedding plan: your budget, guests, venues, vendors and timeline.";

export function limitAnswer(ctx: AnswerContext, limit: Limit): string {
  const listing = ctx.lookup?.listings[0];
  switch (limit) {
    case "immigration":
      return `Visas and immigration are outside what I can help with — the rules depend on your situation, so please ask an immigration lawyer (attorney). ${CAN_DO} For the marriage licence itself, I can explain the basics in Ohio and Tennessee.`;
    case "medicine":
      return `That's a medicine question — doses, allergy treatment and taking medication with alcohol are for a doctor or pharmacist, who knows your health, so I can't advise on it. ${CAN_DO} I can help you plan around it, like asking your caterer about allergens or packing a first-aid kit in your day-of emergency kit.`;
    case "health":
      return `That's a health question, so it's outside what I can help with — please ask your doctor or midwife, who knows your situation. ${CAN_DO} If you'd like, I can suggest what to ask a caterer about alcohol-free drinks for the toast.`;
    case "taxes":
      return `Taxes and deductions are outside what I can help with — a tax professional or accountant can tell you what applies to you. ${CAN_DO} I can show what you've budgeted in each category, which is handy to give them.`;
    case "surveillance":
      return `I can't help with reading someone's messages or tracking them — that's their private information, and I won't help get around that. If something is worrying you, talking it through with them (or a counsellor) is the way to go. ${CAN_DO}`;
    case "others_data":
      return `I can't share other people's details or plans — I can only see your own wedding plan, never another couple's or someone's address or contact details. If they're on your guest list, I can tell you whether they've RSVP'd — ask “has Emma replied?”, for example.`;
    case "travel":
      return `I can't find or book flights, hotels or rides — they aren't listed on June Weddings, and I have no way to reserve or pay for travel. What I can do: explain how a hotel room block for your guests works and when to set one up, and help with your venues, vendors, budget and guests. The airline, the hotel or a booking site can reserve the travel itself.`;
    case "forecast":
      return `I can't forecast the weather — I have no live weather data, and forecasts more than a week or so out aren't reliable anyway. What I can do: tell you what the season is usually like in your city, and help you plan for rain — ask “what's the weather like in October in Ohio?” or about a rain plan for an outdoor ceremony.`;
    case "send_message":
      return `I can't send emails or texts — I have no way to contact your guests or vendors for you. What I can do: tell you who hasn't replied yet so you can follow up yourself, and your guests can RSVP through your wedding website. To reach a venue or vendor, message them from their page on June Weddings.`;
    case "book":
      return listing
        ? `I can't book venues or vendors for you — I can't sign a contract or pay a deposit. You can message **${plain(listing.name)}** or book a tour from [its page](${listing.kind === "venue" ? `/venues/${listing.slug}` : `/vendor/${listing.slug}`}), and I can save it to your list meanwhile — say “save ${plain(listing.name)}”.`
        : `I can't book venues or vendors for you — I can't sign a contract or pay a deposit. You can message a venue or vendor, or book a tour, from its page on June Weddings; I can find some or save the ones you like.`;
    case "delete_account":
      return `I can't delete or close your account from the chat — only you can, so no one does it by accident. You can delete it yourself under [Account security](/account/security), which asks you to confirm. What I can do is help with your plan: your budget, guests, venues and vendors.`;
    case "private_details":
      return `I can't give out anyone's home address or other private details — not a venue owner's, a vendor's or another person's. What I can do: show a venue's or vendor's public page, where you can message them, and tell you where a venue is, its capacity and price. ${CAN_DO}`;
    case "finance":
      return `Loans, credit cards and borrowing for the wedding are financial advice, which I can't give — a financial adviser can look at your situation. What I can do: show where your budget stands, what's left in each line, and ways to save (ask “how can we cut costs?”).`;
    case "pay":
      return `I can't make payments or charge a card — payments go straight between you and the vendor, as their contract says. What I can do is keep your budget up to date: tell me what a line should be (for example “put $3,000 toward flowers”) and I'll show you the change to confirm.`;
  }
}
