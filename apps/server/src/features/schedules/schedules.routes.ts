import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deletedAnswer,
  createScheduleBody,
  deleteScheduleParams,
  listSchedulesResponse,
  scheduleParams,
  scheduleResponse,
  setSchedulePausedBody,
} from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { createSchedule, deleteSchedule, listSchedules, setSchedulePaused } from './schedules.service';

/** Owner-only: every query is scoped to the signed-in user, so another user's schedule is a 404. */
export function registerScheduleRoutes(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schedules'];
  routes.get(
    '/api/schedules',
    { schema: { tags, summary: 'Your schedules', response: { 200: listSchedulesResponse } } },
    async (request) => ({ schedules: await listSchedules(db, (await requireUser(request)).id) }),
  );
  routes.post(
    '/api/schedules',
    {
      schema: {
        tags,
        summary: 'Run a saved configuration on a schedule (cron expression in a time zone)',
        body: createScheduleBody,
        response: { 201: scheduleResponse },
      },
    },
    async (request, reply) => {
      const schedule = await createSchedule(db, (await requireUser(request)).id, request.body);
      return reply.status(201).send({ schedule });
    },
  );
  routes.put(
    '/api/schedules/:id/paused',
    {
      schema: {
        tags,
        summary: 'Pause or resume a schedule',
        params: scheduleParams,
        body: setSchedulePausedBody,
        response: { 200: scheduleResponse },
      },
    },
    async (request) => ({
      schedule: await setSchedulePaused(db, (await requireUser(request)).id, request.params.id, request.body.paused),
    }),
  );
  routes.delete(
    '/api/schedules/:id',
    { schema: { tags, summary: 'Delete a schedule', params: deleteScheduleParams, response: { 204: deletedAnswer } } },
    async (request, reply) => {
      await deleteSchedule(db, (await requireUser(request)).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
