import type { FastifyInstance } from 'fastify';
import { customerOutboundPolicy } from '../../platform/outbound';
import type { PlatformDeps } from '../../platform/platform-deps';
import { registerScheduleRoutes } from './schedules.routes';

export { tickSchedules, startScheduleTicker, occurrenceKey } from './schedule-ticker';
export { pauseSchedulesThatNoLongerFit } from './schedule-changed-fields';

/** HTTP side: create, list, pause/resume and delete your schedules. */
export function registerSchedules(app: FastifyInstance, { db, config }: Pick<PlatformDeps, 'db' | 'config'>) {
  // A saved delivery's chat URL is a customer destination (DESIGN D17).
  registerScheduleRoutes(app, db, customerOutboundPolicy(config));
}
