import type { z } from 'zod';
import { getAdminRunResponse } from './get-admin-run';

/** The run as it is once cancelled, with the refund in its money. */
export const cancelAdminRunResponse = getAdminRunResponse;
export type CancelAdminRunResponse = z.infer<typeof cancelAdminRunResponse>;
