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
  updateScheduleDeliveryBody,
} from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import type { OutboundPolicy } from '../../platform/outbound';
import {
  createSchedule,
  deleteSchedule,
  listSchedules,
  setSchedulePaused,
  updateScheduleDelivery,
} from './schedules.service';

/** Owner-only: every query is scoped to the signed-in user, so another user's schedule is a 404. */
export function registerScheduleRoutes(app: FastifyInstance, db: Database, policy: OutboundPolicy) {
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
      const schedule = await createSchedule(db, (await requireUser(request)).id, request.body, policy);
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
  routes.put(
    '/api/schedules/:id/delivery',
    {
      schema: {
        tags,
        summary: 'Change where the schedule’s runs deliver their result (null: the configuration’s delivery)',
        params: scheduleParams,
        body: updateScheduleDeliveryBody,
        response: { 200: scheduleResponse },
      },
    },
    async (request) => ({
      schedule: await updateScheduleDelivery(
        db,
        (await requireUser(request)).id,
        request.params.id,
        request.body,
        policy,
      ),
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
