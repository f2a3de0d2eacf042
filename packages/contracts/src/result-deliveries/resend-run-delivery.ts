import { z } from 'zod';
import { resultDelivery } from './result-delivery';

/** POST /api/runs/{id}/deliveries/{deliveryId}/resend: one more attempt now; the answer shows how it went. */
export const resendRunDeliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });

export const resendRunDeliveryResponse = z.object({ delivery: resultDelivery });
export type ResendRunDeliveryResponse = z.infer<typeof resendRunDeliveryResponse>;
