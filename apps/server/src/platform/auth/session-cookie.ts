/** Every better-auth cookie is named `<prefix>.<name>` (`basalt.session_token`), not `better-auth.…`. */
export const AUTH_COOKIE_PREFIX = 'basalt';

/** Over https the cookies are Secure and carry the `__Secure-` name prefix. */
export const usesSecureCookies = (publicUrl: string) => publicUrl.startsWith('https://');

/** The session cookie's name as the server sets it: what the API document tells clients to send. */
export const sessionCookieName = (publicUrl: string) =>
  `${usesSecureCookies(publicUrl) ? '__Secure-' : ''}${AUTH_COOKIE_PREFIX}.session_token`;
