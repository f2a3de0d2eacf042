/**
 * The route handle of a public page that the server renders in full (DESIGN D15, decision 025): home,
 * marketplace, automation pages and the static pages. Other routes (signed-in screens, sign-in
 * forms) get the empty app page and render in the browser.
 */
export const serverRendered = { serverRender: true } as const;

/** True when the page at the end of these route matches is one the server renders. */
export function isServerRendered(matches: Array<{ handle?: unknown }>): boolean {
  const handle = matches.at(-1)?.handle as Partial<typeof serverRendered> | undefined;
  return handle?.serverRender === true;
}
