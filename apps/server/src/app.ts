import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './platform/config/config';
import type { DatabaseHandle } from './platform/db/database';
import { registerErrorHandler } from './platform/errors/error-handler';
import { registerInputGuard } from './platform/http/input-guard';
import { registerRequestIdHeader, requestIdFor } from './platform/http/request-id';
import { registerMetrics } from './features/metrics';
import { registerApiDocs } from './platform/http/api-docs';
import { registerCompression } from './platform/http/compression';
import { registerSameOriginGuard } from './platform/http/same-origin-guard';
import { webAppScriptHashes } from './platform/http/inline-scripts';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { loadServerRender, serverRenderEntry } from './platform/http/server-render';
import { registerWebApp, webDistFolder } from './platform/http/web-app';
import { createLogger, type Logger } from './platform/logger';
import { createAuth, mountAuth, registerAuthenticateFirst } from './platform/auth';
import { registerAccount } from './features/account';
import { registerBudgets } from './features/budgets';
import { registerExports } from './features/exports';
import { registerDevMailbox } from './features/dev-mailbox';
import { CatalogueReader, registerCatalogue } from './features/catalogue';
import { registerHealth } from './features/health';
import { registerSite } from './features/site';
import { createPageRenderer, registerSeo } from './features/seo';
import { registerLeads } from './features/leads';
import { registerAnalytics } from './features/analytics';
import { registerAdminGuard } from './features/admin';
import { registerAdminAutomations } from './features/admin-automations';
import { registerAutomationVersions } from './features/automation-versions';
import { registerAutomationHealth } from './features/automation-health';
import { registerAdminDashboard } from './features/admin-dashboard';
import { registerAdminTokens } from './features/admin-tokens';
import { registerAdminCategories } from './features/admin-categories';
import { registerAdminExports } from './features/admin-exports';
import { registerAdminRuns } from './features/admin-runs';
import { registerAdminUsers } from './features/admin-users';
import { registerAuditLog } from './features/audit-log';
import { registerLeadInbox } from './features/lead-inbox';
import { registerTokens } from './features/tokens';
import { grantWelcomeCredit, registerWelcomeCredit } from './features/welcome-credit';
import { registerCheckout } from './features/checkout';
import type { JobQueue } from './platform/jobs/job-queue';
import { createRealtimeHub } from './platform/realtime';
import type { PlatformDeps } from './platform/platform-deps';
import type { FileStorage } from './platform/storage';
import { registerConfigurations } from './features/configurations';
import { registerSchedules } from './features/schedules';
import { registerApiKeys } from './features/api-keys';
import { registerConnectedApps } from './features/connected-apps';
import { registerFiles } from './features/files';
import { registerUserWebhooks } from './features/user-webhooks';
import { registerNotifications } from './features/notifications';
import { registerResultDeliveries } from './features/result-deliveries';
import { createRunsRuntime, createRunWaits, registerRuns } from './features/runs';
import { registerMcp } from './features/mcp';
import { registerSampleWorkflows } from './features/sample-workflows';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app; by default apps/web/dist when it has been built. */
  webRoot?: string;
  /** The web app's server-rendering bundle; by default the one built beside webRoot; null for none. */
  serverRenderEntry?: string | null;
  /** pg-boss, for features that enqueue jobs (starting a run); without it they answer 503. */
  jobQueue?: JobQueue;
  /** The process's logger (startBasalt's); by default one made from the configuration. */
  log?: Logger;
  /** Where files go; by default the configuration's (DATA_DIR/files or S3). */
  fileStorage?: FileStorage;
}

/** The composition root of the HTTP side: platform plugins first, then one register call per feature. */
export async function buildApp({
  config,
  database,
  jobQueue,
  webRoot = webDistFolder(),
  serverRenderEntry: renderEntry,
  log = createLogger(config),
  fileStorage,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: log,
    // Only configured proxies: a client's own X-Forwarded-For must not pick the address limits count.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    genReqId: requestIdFor,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, { databaseUp: () => database.ping() });
  registerRequestIdHeader(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app, {
    https: config.PUBLIC_URL.startsWith('https://'),
    scriptHashes: webAppScriptHashes(webRoot),
  });
  await registerCompression(app);
  await registerApiDocs(app, config.PUBLIC_URL);

  registerSameOriginGuard(app, [config.PUBLIC_URL, ...config.TRUSTED_ORIGINS]);
  // Before any route is added: onRoute only sees routes registered after it.
  registerAuthenticateFirst(app);
  app.decorate('db', database.db);
  const onEmailConfirmed = (user: { id: string; email: string }) => grantWelcomeCredit(database.db, config, user);
  mountAuth(app, createAuth({ config, db: database.db, log, onEmailConfirmed }), {
    rateLimits: config.RATE_LIMITS,
    apiQuota: { perKey: config.API_RATE_LIMIT_PER_KEY, perUser: config.API_RATE_LIMIT_PER_USER },
  });

  const platform: PlatformDeps = {
    config,
    database,
    db: database.db,
    jobQueue,
    log,
    realtime: createRealtimeHub(database, log),
  };
  const runs = createRunsRuntime(config, database.db, jobQueue, log, fileStorage);
  const deps = {
    ...platform,
    runs,
    runWaits: createRunWaits(runs, platform.realtime),
    files: runs.files,
    catalogue: new CatalogueReader(database.db, config.CATALOGUE_CACHE_SECONDS),
  };
  // Before any feature, so every /api/admin/ route any feature adds is admin-only.
  registerAdminGuard(app, deps);
  registerMetrics(app, deps);
  registerHealth(app, deps);
  registerAccount(app, deps);
  registerBudgets(app, deps);
  registerExports(app, deps);
  // Shows every user's e-mail: a development tool only.
  if (config.NODE_ENV !== 'production') registerDevMailbox(app, deps);
  registerCatalogue(app, deps);
  registerSite(app, deps);
  registerSeo(app, deps);
  registerLeads(app, deps);
  registerAnalytics(app, deps);
  registerAdminDashboard(app, deps);
  registerAdminAutomations(app, deps);
  registerAutomationVersions(app, deps);
  registerAdminUsers(app, deps);
  registerAdminRuns(app, deps);
  registerAdminExports(app, deps);
  registerAdminTokens(app, deps);
  registerWelcomeCredit(app, deps);
  registerAutomationHealth(app, deps);
  registerAdminCategories(app, deps);
  registerAuditLog(app, deps);
  registerLeadInbox(app, deps);
  registerTokens(app, deps);
  await registerCheckout(app, deps);
  registerConfigurations(app, deps);
  registerSchedules(app, deps);
  registerApiKeys(app, deps);
  registerConnectedApps(app, deps);
  registerFiles(app, deps);
  registerRuns(app, deps);
  registerMcp(app, deps);
  registerUserWebhooks(app, deps);
  registerNotifications(app, deps);
  registerResultDeliveries(app, deps);
  await registerSampleWorkflows(app, deps);

  if (webRoot) {
    const entry = renderEntry === undefined ? serverRenderEntry(webRoot) : renderEntry;
    await registerWebApp(app, webRoot, {
      renderPage: createPageRenderer({ db: database.db, config, catalogue: deps.catalogue }),
      serverRender: entry ? await loadServerRender(entry).catch(reportRenderLoadFailure(app)) : undefined,
    });
  }
  return app;
}

/** TRUST_PROXY as Fastify takes it; a hop count is the closest `hops` proxies, as proxy-addr counts them. */
function trustedProxies(setting: Config['TRUST_PROXY']) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** Without its server rendering the site still works: every page renders in the browser. */
function reportRenderLoadFailure(app: FastifyInstance) {
  return (error: unknown) => {
    app.log.error({ err: error }, 'the server-rendering bundle failed to load; pages render in the browser');
    return undefined;
  };
}
