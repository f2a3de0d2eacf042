import { ConfigError, loadConfig } from './platform/config/config';
import { DataDirLockedError } from './platform/db/data-dir-lock';
import { startBasalt } from './start-basalt';

// Expected start-up failures get one clear line; anything else is a bug and keeps its stack.
try {
  const config = loadConfig();
  const basalt = await startBasalt(config);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const forceExit = setTimeout(() => {
      basalt.log.error(`Basalt did not stop within ${config.SHUTDOWN_TIMEOUT_MS} ms after ${signal}; exiting.`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    basalt.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        basalt.log.error({ err: error }, 'error while stopping Basalt');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    // No logger exists yet: one plain line per problem for the person starting Basalt (finding 12).
    // eslint-disable-next-line no-console
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
