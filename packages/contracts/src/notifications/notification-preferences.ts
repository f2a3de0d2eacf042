import { z } from 'zod';

/** GET/PUT /api/account/notifications: opt-in e-mails about the user's own runs. */
export const notificationSettings = z.object({
  runCompleted: z.boolean(),
  runFailed: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
