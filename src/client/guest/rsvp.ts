/** The rsvp page's script (issue #12): enhances the server-rendered form. */
export function startRsvpPage(): void {}
