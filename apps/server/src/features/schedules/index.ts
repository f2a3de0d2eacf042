import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database';
import { registerScheduleRoutes } from './schedules.routes';

export { tickSchedules, startScheduleTicker, occurrenceKey } from './schedule-ticker';

/** HTTP side: create, list, pause/resume and delete your schedules. */
export function registerSchedules(app: FastifyInstance, db: Database) {
  registerScheduleRoutes(app, db);
}
