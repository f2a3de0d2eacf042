import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For is believed (Fastify's trustProxy): a number of hops, or
 * addresses/CIDRs. Unset: none, so a client cannot choose the address the abuse limits count.
 */
const trustProxy = z
  .string()
  .trim()
  .refine(
    (value) => /^\d{1,2}$/.test(value) || value.split(',').every((entry) => isProxyAddress(entry.trim())),
    'must be a number of proxy hops, or comma-separated addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)',
  )
  .transform((value): number | string[] =>
    /^\d+$/.test(value) ? Number(value) : value.split(',').map((entry) => entry.trim()),
  );

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every setting Basalt reads from the environment. The README's configuration table mirrors this
 * schema; add a variable here and there together.
 */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Which parts this process runs: web (HTTP), worker (jobs) or all (the single-process default). */
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  /** Address to listen on; by default every interface in production (containers), else this machine only. */
  HOST: z.string().min(1).optional(),
  /** Proxies whose X-Forwarded-For names the client (hops or addresses); unset: no proxy is trusted. */
  TRUST_PROXY: trustProxy.optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * ROLE=worker only: answer GET /health and /ready on this port (on HOST), for a container's health
   * check; a worker has no other listener. Web roles answer them on PORT and ignore it.
   */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The address users reach Basalt at; used in e-mails, checkout return URLs and webhook callbacks. */
  PUBLIC_URL: z.url().optional(),
  /** PostgreSQL connection string. Unset: embedded PGlite in DATA_DIR (in production only with ALLOW_EMBEDDED_DATABASE). */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/[^\s]+$/, 'must look like postgres://user@host:5432/database')
    .optional(),
  /** Production only: run on the embedded PGlite in DATA_DIR instead of requiring DATABASE_URL (one process, one disk). */
  ALLOW_EMBEDDED_DATABASE: booleanFlag.default(false),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Purchased tokens expire this many days after purchase; 0 means never (DESIGN D2). */
  TOKEN_EXPIRY_DAYS: z.coerce.number().int().min(0).default(90),
  /**
   * Serve the bundled sample workflows under /sample-workflows in this process (default: not in
   * production, where they are a demo nobody needs and a door to the network).
   */
  SAMPLE_WORKFLOWS: booleanFlag.optional(),
  /** Base URL the seeded demo automations call; defaults to this server's /sample-workflows. */
  SAMPLE_WORKFLOWS_URL: z.url().optional(),
  /** Seed the demo catalogue and demo accounts into an empty database at start (default: not in production). */
  SEED_DEMO: booleanFlag.optional(),
  /** Shown on the FAQ and contact pages as the address visitors write to. */
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  /**
   * Seconds a marketplace list page is served from memory. Catalogue edits clear it at once (NOTIFY);
   * run counts and success badges refresh within this time. 0 turns the cache off.
   */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** Signs sessions and tokens; at least 32 characters. Required in production. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Extra origins allowed to send state-changing requests (comma-separated), e.g. the Vite dev server. */
  TRUSTED_ORIGINS: commaList,
  /** These accounts are admins (comma-separated e-mails), applied at sign-up and at every start. */
  ADMIN_EMAILS: commaList,
  /** SMTP server for outgoing e-mail, e.g. smtps://user:password@smtp.example.com:465. Unset: outbox only (/dev/mailbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must look like smtp://user:password@host:587 or smtps://…:465')
    .optional(),
  /** Sender of every e-mail, e.g. "Basalt <no-reply@example.com>". */
  MAIL_FROM: z.string().min(3).default('Basalt <no-reply@example.com>'),
  /** Abuse limits on sign-in, sign-up, reset and lead forms. Only load tests turn them off. */
  RATE_LIMITS: booleanFlag.default(true),
  /** Requests per minute one API key may send (0 = no limit); counted in the database across processes. */
  API_RATE_LIMIT_PER_KEY: z.coerce.number().int().min(0).default(120),
  /** Requests per minute all of one user's API keys together may send (0 = no limit). */
  API_RATE_LIMIT_PER_USER: z.coerce.number().int().min(0).default(300),
  /** Runs one user may have queued or running at once; a start beyond it answers 429 (0 = no cap). */
  MAX_CONCURRENT_RUNS: z.coerce.number().int().min(0).default(10),
  /** Stripe secret key (sk_live_... or sk_test_...). With STRIPE_WEBHOOK_SECRET it turns on Stripe Checkout. */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  /** Signing secret of the Stripe webhook endpoint ${PUBLIC_URL}/api/payments/webhook (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  /** Another Stripe API address (stripe-mock, a proxy); unset means Stripe itself. */
  STRIPE_API_URL: z.url().optional(),
  /**
   * Without Stripe keys, card payments go through the built-in sandbox checkout (test cards only).
   * On by default outside production; in production it must be asked for, since it gives tokens away.
   */
  PAYMENTS_SANDBOX: booleanFlag.optional(),
  /** Milliseconds to let in-flight requests finish on SIGTERM before forcing exit. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Operator engines (host or host:port, comma-separated) that automations' webhooks and their result
   * files may reach even on private addresses; users' webhooks may never reach them (DESIGN D17).
   */
  OUTBOUND_ALLOWED_HOSTS: commaList,
  /**
   * Development and tests only: hosts users' webhook endpoints and a run's webhookUrl may reach on
   * private addresses (a local receiver). Refused in production, where users reach public addresses only.
   */
  USER_WEBHOOK_ALLOWED_HOSTS: commaList,
  /** How long a workflow has to answer the webhook call before the run fails and is refunded. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Seconds a started run gets beyond its maximum duration (for its last callback) before the sweeper fails and refunds it. */
  RUN_DEADLINE_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Bearer token that /metrics (Prometheus) requires; unset turns /metrics off. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Largest webhook answer read; a larger one fails the run (refunded). */
  WEBHOOK_MAX_RESPONSE_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Largest result file copied into Basalt's storage. */
  RESULT_FILE_MAX_MB: z.coerce.number().int().min(1).default(50),
  /** Uploaded and result files are deleted this many days after they were stored. */
  FILE_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  /** Set to store files in S3-compatible storage instead of DATA_DIR/files. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address buckets as endpoint/bucket (MinIO and most S3-compatible servers) instead of bucket.endpoint. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
});

export type Config = z.infer<typeof configSchema> & {
  PUBLIC_URL: string;
  SAMPLE_WORKFLOWS_URL: string;
  SEED_DEMO: boolean;
  PAYMENTS_SANDBOX: boolean;
  SAMPLE_WORKFLOWS: boolean;
  AUTH_SECRET: string;
  HOST: string;
  /**
   * AUTH_SECRET was not set (outside production): this one is random, for this process only, until
   * startBasalt swaps in the data folder's own (data-dir-secret.ts).
   */
  generatedAuthSecret: boolean;
};

const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** On a developer's machine localhost and 127.0.0.1 are the same place; browsers treat them as two origins. */
function loopbackTwin(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const twins: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };
  const twin = twins[url.hostname];
  if (!twin) return [];
  url.hostname = twin;
  return [url.origin];
}

const SECRET_NAMES = /SECRET|PASSWORD|KEY|TOKEN|_URL$/;

/** Every problem of a configuration, one line each (main.ts prints the message as it is, no stack). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.map((problem) => `Invalid configuration: ${problem}`).join('\n'));
  }
}

type ParsedConfig = z.infer<typeof configSchema>;

/** Rules across variables; a deployment is told all of them at once rather than one per restart. */
function crossVariableProblems(config: ParsedConfig): string[] {
  const problems: string[] = [];
  if (Boolean(config.STRIPE_SECRET_KEY) !== Boolean(config.STRIPE_WEBHOOK_SECRET)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (or neither, for the sandbox)');
  }
  if (config.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!config[name]) problems.push(`${name} is required when S3_BUCKET is set`);
    }
  }
  if (config.NODE_ENV === 'production') {
    // Production defaults must never be the demo's: a silent PGlite loses data on a fresh container,
    // and localhost links go out in every e-mail and checkout return address.
    if (!config.DATABASE_URL && !config.ALLOW_EMBEDDED_DATABASE) {
      problems.push(
        'DATABASE_URL is required in production (postgres://user@host:5432/database); set ALLOW_EMBEDDED_DATABASE=true to use the embedded PGlite in DATA_DIR instead',
      );
    }
    if (!config.PUBLIC_URL) {
      problems.push(
        'PUBLIC_URL is required in production: the address users reach Basalt at, e.g. https://basalt.example.com',
      );
    }
    if (!config.AUTH_SECRET) problems.push('AUTH_SECRET=<hidden> is invalid: required in production (32+ characters)');
    if (config.USER_WEBHOOK_ALLOWED_HOSTS.length > 0) {
      problems.push(
        "USER_WEBHOOK_ALLOWED_HOSTS is for development and tests only: in production users' webhooks reach public addresses only (an engine of yours goes in OUTBOUND_ALLOWED_HOSTS, for automations)",
      );
    }
  }
  return problems;
}

/** Reads and validates the environment; throws a ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const definedEnv = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(definedEnv);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        // Secrets and connection strings (which may hold a password) never reach the log.
        const shown = SECRET_NAMES.test(name) ? '<hidden>' : JSON.stringify(env[name] ?? '');
        return `${name}=${shown} is invalid: ${issue.message}`;
      }),
    );
  }
  const config = parsed.data;
  const problems = crossVariableProblems(config);
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return {
    ...config,
    SEED_DEMO: config.SEED_DEMO ?? config.NODE_ENV !== 'production',
    SAMPLE_WORKFLOWS: config.SAMPLE_WORKFLOWS ?? config.NODE_ENV !== 'production',
    PAYMENTS_SANDBOX: config.PAYMENTS_SANDBOX ?? config.NODE_ENV !== 'production',
    // Never a fixed value: one published in the source forges sessions, callbacks and file links.
    AUTH_SECRET: config.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
    generatedAuthSecret: config.AUTH_SECRET === undefined,
    HOST: config.HOST ?? (config.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    PUBLIC_URL: publicUrl,
    // `npm run dev -w @basalt/web` serves the app on :5173 and proxies the API; its sign-in POSTs
    // carry that origin.
    TRUSTED_ORIGINS:
      config.NODE_ENV === 'development' && config.TRUSTED_ORIGINS.length === 0
        ? [VITE_DEV_ORIGIN, ...loopbackTwin(publicUrl)]
        : config.TRUSTED_ORIGINS,
    SAMPLE_WORKFLOWS_URL: (config.SAMPLE_WORKFLOWS_URL ?? `${publicUrl}/sample-workflows`).replace(/\/$/, ''),
  };
}
