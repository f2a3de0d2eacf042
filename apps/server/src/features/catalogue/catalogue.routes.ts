import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  automationVersionQuery,
  getAutomationInputSchemaResponse,
  type GetAutomationInputSchemaResponse,
  getAutomationParams,
  getAutomationResponse,
  listAutomationsQuery,
  listAutomationsResponse,
  listAutomationVersionsResponse,
  listCategoriesResponse,
  runInputJsonSchema,
} from '@basalt/contracts';
import { getSessionUser } from '../../platform/auth';
import { listPublicVersions, usableVersionOf } from '../automation-versions';
import { notFound } from '../../platform/errors/app-error';
import { decodeOffsetCursor } from '../../platform/http/page-cursor';
import type { PlatformDeps } from '../../platform/platform-deps';
import { AnswersByUrl } from './answers-by-url';
import type { CachedAnswer, CatalogueReader } from './catalogue-reader';
import { listCategories } from './catalogue.queries';
import { getAutomation } from './catalogue.service';

type CatalogueDeps = Pick<PlatformDeps, 'db' | 'realtime'> & { catalogue: CatalogueReader };

export function registerCatalogue(app: FastifyInstance, { db, catalogue, realtime }: CatalogueDeps) {
  const kept = new AnswersByUrl();
  let stopFollowing = () => {};
  app.addHook('onReady', async () => {
    stopFollowing = await catalogue.followChanges(realtime, () => kept.clear());
  });
  /**
   * A cached answer's bytes, compressed as the client accepts (see PrecompressedJson), and kept for
   * the next request of this URL (`generation` read before the answer was looked up).
   */
  const sendCached = <T>(request: FastifyRequest, reply: FastifyReply, cached: CachedAnswer<T>, generation: number) => {
    kept.keep(request.url, cached, generation);
    return cached.payload.send(request, reply) as unknown as T;
  };
  app.addHook('onClose', async () => stopFollowing());

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/automations',
    {
      config: { public: true },
      onRequest: kept.sendKept,
      schema: {
        tags: ['catalogue'],
        summary: 'Search and list published automations, one page at a time',
        querystring: listAutomationsQuery,
        response: { 200: listAutomationsResponse },
      },
    },
    async (request, reply) => {
      const generation = kept.generation;
      const { cursor, ...query } = request.query;
      const offset = cursor === undefined ? query.offset : decodeOffsetCursor(cursor);
      return sendCached(request, reply, await catalogue.list({ ...query, offset }), generation);
    },
  );
  routes.get(
    '/api/automations/:ref',
    {
      config: { public: true },
      onRequest: kept.sendKept,
      schema: {
        tags: ['catalogue'],
        summary: 'One automation by id or slug (unpublished ones for admins only)',
        params: getAutomationParams,
        response: { 200: getAutomationResponse },
      },
    },
    async (request, reply) => {
      const generation = kept.generation;
      const page = await catalogue.automation(request.params.ref);
      if (page) return sendCached(request, reply, page, generation);
      // Not published: only an admin may preview it; everyone else gets the 404 of a missing one.
      const viewer = await getSessionUser(request);
      if (!viewer?.isAdmin) throw notFound('Automation not found');
      return { automation: await getAutomation(db, request.params.ref, viewer) };
    },
  );
  routes.get(
    '/api/automations/:ref/input-schema',
    {
      config: { public: true },
      schema: {
        tags: ['catalogue'],
        summary: "A published automation's run input as JSON Schema 2020-12, by id or slug",
        description:
          'Exactly the rules the server checks before charging (required fields, types, options, lengths, ranges, ' +
          'patterns, one-of groups as anyOf of required). Number fields take JSON numbers. With `version`, the ' +
          'input of that published version, as a run pinned to it takes (409 VERSION_RETIRED once retired).',
        params: getAutomationParams,
        querystring: automationVersionQuery,
        response: { 200: getAutomationInputSchemaResponse },
      },
    },
    async (request) => {
      const page = await catalogue.automation(request.params.ref);
      if (!page) throw notFound('Automation not found');
      const { automation } = page.body;
      const { version } = request.query;
      const form = version === undefined ? automation : (await usableVersionOf(db, automation, version)).content;
      return runInputJsonSchema(form.customFields, `Input of ${form.name}`) as GetAutomationInputSchemaResponse;
    },
  );
  routes.get(
    '/api/automations/:ref/versions',
    {
      config: { public: true },
      schema: {
        tags: ['catalogue'],
        summary: "A published automation's versions with what changed in each, newest first",
        description:
          'Each version a run may pin (`version` of POST /api/runs) until it is retired. The live one is what ' +
          'runs use when they name no version.',
        params: getAutomationParams,
        response: { 200: listAutomationVersionsResponse },
      },
    },
    async (request) => {
      const page = await catalogue.automation(request.params.ref);
      if (!page) throw notFound('Automation not found');
      return listPublicVersions(db, page.body.automation.id);
    },
  );
  routes.get(
    '/api/categories',
    {
      config: { public: true },
      schema: { tags: ['catalogue'], summary: 'List categories by name', response: { 200: listCategoriesResponse } },
    },
    async () => ({ categories: await listCategories(db) }),
  );
}
