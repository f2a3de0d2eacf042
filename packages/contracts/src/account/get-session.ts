import { z } from 'zod';

export const sessionUser = z.object({
  id: z.string(),
  email: z.email(),
  emailVerified: z.boolean(),
  fullName: z.string(),
  isAdmin: z.boolean(),
  /** For the top bar's chip; pages that show money load the balance themselves. */
  tokenBalance: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** Who is signed in; `user` is null for a visitor (never an error). */
export const getSessionResponse = z.object({ user: sessionUser.nullable() });
export type GetSessionResponse = z.infer<typeof getSessionResponse>;
