/**
 * "Find your invitation" (issue #12): the form on the wedding website (and on its own page) where a guest
 * types their name; src/client/guest/rsvp.ts posts it to POST /api/rsvp/find and asks for the second fact
 * (the email or postcode on file, or another party member's last name) before anything is shown. Without
 * a script it still renders, and tells the guest to use the link on their invitation.
 */
export function FindInvitationForm({ slug }: { slug: string }) {
  return (
    <form className="find-invitation" data-find-invitation={slug} action="#" method="post" noValidate>
      <div className="guest-field">
        <label htmlFor="find-name">Your name, as on your invitation</label>
        <input id="find-name" name="name" autoComplete="name" required maxLength={120} />
      </div>
      <div className="guest-field" data-second-fact hidden>
        <label htmlFor="find-fact">Your email or postcode, or the last name of someone in your party</label>
        <input id="find-fact" name="secondFact" maxLength={120} />
      </div>
      <p className="guest-error" role="alert" data-find-message />
      <button type="submit" className="guest-button">
        Find your invitation
      </button>
    </form>
  );
}
