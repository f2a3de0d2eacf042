import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { mcp } from 'better-auth/plugins';
import { createEmailVerificationToken } from 'better-auth/api';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import * as schema from '../db/schema';
import { profiles } from '../db/schema';
import { sendMail } from '../mail/send-mail';
import { existingAccountEmail, resetPasswordEmail, verifyEmailEmail } from './auth-emails';
import { createAuthAfterHook, createAuthBeforeHook } from './auth-hooks';
import { mcpOAuthOptions } from './mcp-oauth-options';
import { revokeAfterReset } from './password-reset-revocation';
import { AUTH_COOKIE_PREFIX, usesSecureCookies } from './session-cookie';

const VERIFICATION_EXPIRES_IN = 24 * 60 * 60;
/** Where a confirmation link lands once it has signed the user in (spec: /dashboard). */
export const VERIFIED_CALLBACK_PATH = '/dashboard';

export type Auth = ReturnType<typeof createAuth>;

/** better-auth over our drizzle schema: e-mail + password, verified e-mail required, database rate limits. */
type CreateAuthOptions = {
  config: Config;
  db: Database;
  log?: Logger;
  /** Runs once an account's e-mail is confirmed (features hook in here, e.g. the welcome credit). */
  onEmailConfirmed?: (user: { id: string; email: string }) => Promise<void>;
};

export function createAuth({ config, db, log, onEmailConfirmed }: CreateAuthOptions) {
  const https = usesSecureCookies(config.PUBLIC_URL);
  return betterAuth({
    appName: 'Basalt',
    // Its warnings name e-mail addresses ("User not found"); our own logs say what matters.
    logger: {
      disabled: config.LOG_LEVEL === 'silent',
      level: 'error',
      // Through pino, not better-auth's console output, so the line is JSON like every other.
      ...(log ? { log: (level, message, ...args) => log[level]({ args }, `better-auth: ${message}`) } : {}),
    },
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    trustedOrigins: [config.PUBLIC_URL, ...config.TRUSTED_ORIGINS],
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { ...schema, rateLimits: schema.rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => revokeAfterReset(db, { ...user, signInUrl: `${config.PUBLIC_URL}/login` }),
      sendResetPassword: async ({ user, url }) => {
        await sendMail(db, resetPasswordEmail({ to: user.email, name: user.name, url }));
      },
      // No account enumeration: better-auth answers a duplicate sign-up exactly like a new one; the
      // owner gets the e-mail instead (a fresh confirmation link if they never confirmed).
      onExistingUserSignUp: async ({ user }) => {
        if (!user.emailVerified) {
          const token = await createEmailVerificationToken(
            config.AUTH_SECRET,
            user.email,
            undefined,
            VERIFICATION_EXPIRES_IN,
          );
          const url = `${config.PUBLIC_URL}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK_PATH)}`;
          await sendMail(db, verifyEmailEmail({ to: user.email, name: user.name, url }));
          return;
        }
        await sendMail(
          db,
          existingAccountEmail({
            to: user.email,
            name: user.name,
            signInUrl: `${config.PUBLIC_URL}/login`,
            resetUrl: `${config.PUBLIC_URL}/forgot-password`,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_EXPIRES_IN,
      afterEmailVerification: async (user) => onEmailConfirmed?.({ id: user.id, email: user.email }),
      sendVerificationEmail: async ({ user, url }) => {
        await sendMail(db, verifyEmailEmail({ to: user.email, name: user.name, url }));
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    plugins: [mcp(mcpOAuthOptions(config.PUBLIC_URL))],
    // Abuse limits are Basalt's own (auth-rate-limits.ts, applied in mount-auth.ts): per IP and per
    // e-mail, in the database. better-auth's limiter keys by IP only, finds no IP outside production
    // (one shared bucket for everyone) and prunes its rows after a minute, so it stays off.
    rateLimit: { enabled: false },
    hooks: {
      before: createAuthBeforeHook(config.AUTH_SECRET),
      after: createAuthAfterHook(db),
    },
    advanced: {
      useSecureCookies: https,
      cookiePrefix: AUTH_COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      // Recorded on sessions only; believed only when TRUST_PROXY says a proxy sets it.
      ipAddress: { ipAddressHeaders: config.TRUST_PROXY === undefined ? [] : ['x-forwarded-for'] },
    },
    databaseHooks: {
      user: {
        create: {
          // The profile is Basalt's side of the account: created with the user, in the same request.
          after: async (user) => {
            await db
              .insert(profiles)
              .values({
                userId: user.id,
                fullName: user.name.trim() || 'User',
                isAdmin: config.ADMIN_EMAILS.includes(user.email.toLowerCase()),
              })
              .onConflictDoNothing();
          },
        },
      },
      session: {
        create: {
          // Every new session is a sign-in (password, confirmation link or reset): the admin's Last Login.
          after: async (session) => {
            await db.update(profiles).set({ lastSignInAt: new Date() }).where(eq(profiles.userId, session.userId));
          },
        },
      },
    },
  });
}
