import { z } from 'zod';

/** PUT /api/schedules/:id/paused: pause (no more runs) or resume (next occurrence from now on). */
export const setSchedulePausedBody = z.object({ paused: z.boolean() });
export type SetSchedulePausedBody = z.infer<typeof setSchedulePausedBody>;
