import { z } from 'zod';

/** PATCH /api/profile: the Profile tab (spec: full name required). */
export const updateProfileInput = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(100, 'Full name must be at most 100 characters'),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const updateProfileResponse = z.object({ fullName: z.string() });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;
