import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAutomationParams,
  getAutomationHealthResponse,
  pauseAutomationBody,
  pauseAutomationResponse,
  resumeAutomationResponse,
  sendTestCallResponse,
} from '@basalt/contracts';
import { requireAdmin } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import type { RunsContext } from '../runs';
import { pauseAutomation } from './pause-automation.service';
import { getAutomationHealth, resumeAutomation, testCallSavedAutomation } from './resume-automation.service';
import type { WebhookSettings } from './webhook.service';

const tags = ['admin'];
const params = adminAutomationParams;

/** Manage Automations' side of DESIGN D18: an automation's health, its test call, its pause and its resume. */
export function registerAutomationHealthRoutes(
  app: FastifyInstance,
  db: Database,
  webhooks: WebhookSettings,
  runs: RunsContext,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/automations/:id/health',
    {
      schema: {
        tags,
        summary: 'Success rate, platform failures and p50/p95 duration over 1 hour, 24 hours and 7 days, and its pause',
        params,
        response: { 200: getAutomationHealthResponse },
      },
    },
    async (request) => getAutomationHealth(db, request.params.id),
  );
  routes.post(
    '/api/admin/automations/:id/test-call',
    {
      schema: {
        tags,
        summary: 'Call the saved workflow with the example input, as a run would, without charging anyone',
        params,
        response: { 200: sendTestCallResponse },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return testCallSavedAutomation(db, webhooks, request.params.id);
    },
  );
  routes.post(
    '/api/admin/automations/:id/pause',
    {
      schema: {
        tags,
        summary:
          'Pause an automation by hand (audited), as the health thresholds would: new runs refused, queued ones refunded, schedules skipped (409 when paused already)',
        params,
        body: pauseAutomationBody,
        response: { 200: pauseAutomationResponse },
      },
    },
    async (request) => pauseAutomation(runs, await requireAdmin(request), request.params.id, request.body),
  );
  routes.post(
    '/api/admin/automations/:id/resume',
    {
      schema: {
        tags,
        summary:
          'Resume a paused automation (audited): a test call is made first, and only a successful one resumes it (409 otherwise)',
        params,
        response: { 200: resumeAutomationResponse },
      },
    },
    async (request) => resumeAutomation(db, webhooks, await requireAdmin(request), request.params.id),
  );
}
