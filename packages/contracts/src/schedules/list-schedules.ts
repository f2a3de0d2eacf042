import { z } from 'zod';
import { schedule } from './schedule';

/** GET /api/schedules: your schedules, soonest next run first, paused ones last. */
export const listSchedulesResponse = z.object({ schedules: z.array(schedule) });
export type ListSchedulesResponse = z.infer<typeof listSchedulesResponse>;
