import { z } from 'zod';
import { leadRequest, leadRequestStatus } from './list-lead-requests';

export const leadRequestParams = z.object({ id: z.uuid('Request not found') });
export const updateLeadRequestBody = z.object({ status: leadRequestStatus });
export type UpdateLeadRequestBody = z.infer<typeof updateLeadRequestBody>;
export const updateLeadRequestResponse = z.object({ lead: leadRequest });
export type UpdateLeadRequestResponse = z.infer<typeof updateLeadRequestResponse>;
