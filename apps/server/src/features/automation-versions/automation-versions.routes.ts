import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAutomationParams,
  automationVersionParams,
  compareAutomationVersionsQuery,
  compareAutomationVersionsResponse,
  deletedAnswer,
  listAdminAutomationVersionsResponse,
  publishAutomationVersionBody,
  publishAutomationVersionResponse,
  retireAutomationVersionResponse,
  rollBackAutomationVersionBody,
  rollBackAutomationVersionResponse,
} from '@basalt/contracts';
import { requireAdmin } from '../../platform/auth';
import type { PlatformDeps } from '../../platform/platform-deps';
import { lookAfterDependants } from './look-after-dependants.service';
import {
  compareVersions,
  discardDraft,
  listAutomationVersions,
  publishDraft,
  retireVersion,
  rollBackToVersion,
} from './automation-versions.service';

const tags = ['admin'];
const base = '/api/admin/automations/:id';

/** An automation's published versions (DESIGN D19): publish the draft, compare, roll back, retire. */
export function registerAutomationVersions(app: FastifyInstance, { db, config }: Pick<PlatformDeps, 'db' | 'config'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Once the publish has committed: schedules whose configuration the new fields refuse are paused
  // and their owners told, before the ticker could charge for a refusal (issue 40, item 3).
  const published = async <T extends { version: { number: number } }>(automationId: string, answer: T) => {
    await lookAfterDependants(db, { automationId, number: answer.version.number, publicUrl: config.PUBLIC_URL });
    return answer;
  };
  routes.get(
    `${base}/versions`,
    {
      schema: {
        tags,
        summary: "An automation's published versions, newest first",
        params: adminAutomationParams,
        response: { 200: listAdminAutomationVersionsResponse },
      },
    },
    (request) => listAutomationVersions(db, request.params.id),
  );
  routes.post(
    `${base}/versions`,
    {
      schema: {
        tags,
        summary: 'Publish the unpublished changes as the next version, with what changed (audited)',
        params: adminAutomationParams,
        body: publishAutomationVersionBody,
        response: { 201: publishAutomationVersionResponse },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const { id } = request.params;
      return reply.status(201).send(await published(id, await publishDraft(db, admin, id, request.body.note)));
    },
  );
  routes.get(
    `${base}/versions/compare`,
    {
      schema: {
        tags,
        summary: 'What differs between two versions: fields, price and webhook',
        params: adminAutomationParams,
        querystring: compareAutomationVersionsQuery,
        response: { 200: compareAutomationVersionsResponse },
      },
    },
    (request) => compareVersions(db, request.params.id, request.query),
  );
  routes.post(
    `${base}/versions/:number/roll-back`,
    {
      schema: {
        tags,
        summary: "Publish an earlier version's content again as a new version (audited)",
        params: automationVersionParams,
        body: rollBackAutomationVersionBody,
        response: { 201: rollBackAutomationVersionResponse },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const { id, number } = request.params;
      const answer = await rollBackToVersion(db, admin, id, number, request.body?.note);
      return reply.status(201).send(await published(id, answer));
    },
  );
  routes.post(
    `${base}/versions/:number/retire`,
    {
      schema: {
        tags,
        summary: 'Retire an old version so no new run is pinned to it (audited); the live one cannot be',
        params: automationVersionParams,
        response: { 200: retireAutomationVersionResponse },
      },
    },
    async (request) => retireVersion(db, await requireAdmin(request), request.params.id, request.params.number),
  );
  routes.delete(
    `${base}/draft`,
    {
      schema: {
        tags,
        summary: 'Discard the unpublished changes; customers keep the live version',
        params: adminAutomationParams,
        response: { 204: deletedAnswer },
      },
    },
    async (request, reply) => {
      await discardDraft(db, await requireAdmin(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
