import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getAutomationParams,
  getHealthThresholdsResponse,
  listPausedAutomationsResponse,
  notifyWhenBackResponse,
  updateHealthThresholdsBody,
} from '@basalt/contracts';
import { requireAdmin, requireUser } from '../../platform/auth';
import type { PlatformDeps } from '../../platform/platform-deps';
import {
  getHealthThresholds,
  getPausedAutomations,
  notifyWhenBack,
  updateHealthThresholds,
} from './automation-health.service';

const tags = ['admin'];
const settingsUrl = '/api/admin/settings/automation-health';

/** DESIGN D18's settings, the back office's banner and the customers' "tell me when it's back". */
export function registerAutomationHealth(app: FastifyInstance, { db }: Pick<PlatformDeps, 'db'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    settingsUrl,
    {
      schema: {
        tags,
        summary:
          'When automations are paused: after 5 failures in a row, or over 50% of at least 10 runs in 60 minutes, until set',
        response: { 200: getHealthThresholdsResponse },
      },
    },
    async () => getHealthThresholds(db),
  );
  routes.put(
    settingsUrl,
    {
      schema: {
        tags,
        summary: 'Set the automation health thresholds (audited)',
        body: updateHealthThresholdsBody,
        response: { 200: getHealthThresholdsResponse },
      },
    },
    async (request) => updateHealthThresholds(db, await requireAdmin(request), request.body),
  );
  routes.get(
    '/api/admin/automation-health/paused',
    {
      schema: {
        tags,
        summary: 'Automations paused, by their failures or by an admin, for the back office banner',
        response: { 200: listPausedAutomationsResponse },
      },
    },
    async () => getPausedAutomations(db),
  );
  routes.post(
    '/api/automations/:ref/notify-when-back',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Ask for one e-mail when this paused automation takes runs again (409 when it is not paused)',
        params: getAutomationParams,
        response: { 200: notifyWhenBackResponse },
      },
    },
    async (request) => {
      await notifyWhenBack(db, await requireUser(request), request.params.ref);
      return { subscribed: true as const };
    },
  );
}
