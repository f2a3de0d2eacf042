import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every setting Basalt reads from the environment. The README's configuration table mirrors this
 * schema; add a variable here and there together.
 */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Which parts this process runs: web (HTTP), worker (jobs) or all (the single-process default). */
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address users reach Basalt at; used in e-mails, checkout return URLs and webhook callbacks. */
  PUBLIC_URL: z.url().optional(),
  /** PostgreSQL connection string. Unset: embedded PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/[^\s]+$/, 'must look like postgres://user@host:5432/database')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Purchased tokens expire this many days after purchase; 0 means never (DESIGN D2). */
  TOKEN_EXPIRY_DAYS: z.coerce.number().int().min(0).default(90),
  /** Serve the bundled sample workflows under /sample-workflows in this process. */
  SAMPLE_WORKFLOWS: booleanFlag.default(true),
  /** Base URL the seeded demo automations call; defaults to this server's /sample-workflows. */
  SAMPLE_WORKFLOWS_URL: z.url().optional(),
  /** Seed the demo catalogue and demo accounts into an empty database at start (default: not in production). */
  SEED_DEMO: booleanFlag.optional(),
  /** Milliseconds to let in-flight requests finish on SIGTERM before forcing exit. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});

export type Config = z.infer<typeof configSchema> & {
  PUBLIC_URL: string;
  SAMPLE_WORKFLOWS_URL: string;
  SEED_DEMO: boolean;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError whose message names each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const definedEnv = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(definedEnv);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name}=${JSON.stringify(env[name] ?? '')} is invalid: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const config = parsed.data;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return {
    ...config,
    SEED_DEMO: config.SEED_DEMO ?? config.NODE_ENV !== 'production',
    PUBLIC_URL: publicUrl,
    SAMPLE_WORKFLOWS_URL: (config.SAMPLE_WORKFLOWS_URL ?? `${publicUrl}/sample-workflows`).replace(/\/$/, ''),
  };
}
