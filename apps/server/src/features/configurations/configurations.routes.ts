import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deletedAnswer,
  configurationParams,
  configurationResponse,
  createConfigurationBody,
  listConfigurationsQuery,
  listConfigurationsResponse,
  updateConfigurationBody,
} from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import { customerOutboundPolicy } from '../../platform/outbound';
import {
  createConfiguration,
  deleteConfiguration,
  duplicateConfiguration,
  getConfiguration,
  listConfigurations,
  updateConfiguration,
} from './configurations.service';
import type { PlatformDeps } from '../../platform/platform-deps';

export function registerConfigurations(app: FastifyInstance, { db, config }: Pick<PlatformDeps, 'db' | 'config'>) {
  // A saved delivery's chat URL is a customer destination (DESIGN D17).
  const policy = customerOutboundPolicy(config);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['configurations'];
  routes.get(
    '/api/configurations',
    {
      schema: {
        tags,
        summary: 'Your saved configurations: search, category filter, sort',
        querystring: listConfigurationsQuery,
        response: { 200: listConfigurationsResponse },
      },
    },
    async (request) => listConfigurations(db, (await requireUser(request)).id, request.query),
  );
  routes.post(
    '/api/configurations',
    {
      schema: {
        tags,
        summary: 'Save a configuration',
        body: createConfigurationBody,
        response: { 201: configurationResponse },
      },
    },
    async (request, reply) => {
      const configuration = await createConfiguration(db, (await requireUser(request)).id, request.body, policy);
      return reply.status(201).send({ configuration });
    },
  );
  routes.get(
    '/api/configurations/:id',
    {
      schema: {
        tags,
        summary: 'One of your configurations',
        params: configurationParams,
        response: { 200: configurationResponse },
      },
    },
    async (request) => ({
      configuration: await getConfiguration(db, (await requireUser(request)).id, request.params.id),
    }),
  );
  routes.put(
    '/api/configurations/:id',
    {
      schema: {
        tags,
        summary: 'Change a configuration',
        params: configurationParams,
        body: updateConfigurationBody,
        response: { 200: configurationResponse },
      },
    },
    async (request) => ({
      configuration: await updateConfiguration(
        db,
        (await requireUser(request)).id,
        request.params.id,
        request.body,
        policy,
      ),
    }),
  );
  routes.post(
    '/api/configurations/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'Copy a configuration',
        params: configurationParams,
        response: { 201: configurationResponse },
      },
    },
    async (request, reply) => {
      const configuration = await duplicateConfiguration(db, (await requireUser(request)).id, request.params.id);
      return reply.status(201).send({ configuration });
    },
  );
  routes.delete(
    '/api/configurations/:id',
    {
      schema: {
        tags,
        summary: 'Delete a configuration',
        params: configurationParams,
        response: { 204: deletedAnswer },
      },
    },
    async (request, reply) => {
      await deleteConfiguration(db, (await requireUser(request)).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
