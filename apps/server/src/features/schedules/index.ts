import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/platform-deps';
import { registerScheduleRoutes } from './schedules.routes';

export { tickSchedules, startScheduleTicker, occurrenceKey } from './schedule-ticker';

/** HTTP side: create, list, pause/resume and delete your schedules. */
export function registerSchedules(app: FastifyInstance, { db }: Pick<PlatformDeps, 'db'>) {
  registerScheduleRoutes(app, db);
}
