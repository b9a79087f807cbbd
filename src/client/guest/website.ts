/** The website page's script (issue #12): enhances the server-rendered form. */
export function startWebsitePage(): void {}
