import { z } from 'zod';
import { resultDelivery } from './result-delivery';

/** GET /api/runs/{id}/deliveries: where the run's result went, oldest first. */
export const listRunDeliveriesParams = z.object({ id: z.uuid() });

export const listRunDeliveriesResponse = z.object({ deliveries: z.array(resultDelivery) });
export type ListRunDeliveriesResponse = z.infer<typeof listRunDeliveriesResponse>;
