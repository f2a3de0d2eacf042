import type { Config } from '../config/config';
import type { Database } from '../db/database';
import { createLogger, type Logger } from '../logger';
import { deliverQueuedMail, type MailTransport } from './deliver-mail';
import { onMailQueued } from './send-mail';
import { createSmtpTransport } from './smtp-transport';

const POLL_INTERVAL_MS = 2000;

const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/**
 * The mail side of a process: outside production every queued e-mail is logged with its links; a
 * process that runs jobs (ROLE worker or all) with SMTP_URL set delivers the outbox over SMTP.
 */
export function startMail(
  config: Config,
  db: Database,
  options: { deliver: boolean; log?: Logger },
): { stop(): Promise<void> } {
  const logger = (options.log ?? createLogger(config)).child({ part: 'mail' });
  if (config.NODE_ENV !== 'production') {
    onMailQueued((message) =>
      logger.info(
        { to: message.to, subject: message.subject, links: linksIn(message.text) },
        config.SMTP_URL ? 'e-mail queued' : 'e-mail queued (no SMTP_URL: read it at /dev/mailbox)',
      ),
    );
  } else if (!config.SMTP_URL) {
    logger.warn(
      'SMTP_URL is not set: e-mails wait unsent in the mail_outbox table (there is no /dev/mailbox in production); set SMTP_URL on the workers to send them',
    );
  }
  if (!config.SMTP_URL || !options.deliver) return { stop: async () => onMailQueued(undefined) };

  const transport = createSmtpTransport(config.SMTP_URL, config.MAIL_FROM);
  const loop = startMailDelivery(db, transport, {
    onError: (error, to) => logger.warn({ err: error, to }, 'e-mail delivery failed; will retry'),
  });
  return {
    stop: async () => {
      onMailQueued(undefined);
      await loop.stop();
      transport.close();
    },
  };
}

/** Polls the outbox; the outbox is the queue, so a crash or restart loses nothing. */
export function startMailDelivery(
  db: Database,
  transport: MailTransport,
  options: { intervalMs?: number; onError?: (error: unknown, to: string) => void } = {},
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    current = deliverQueuedMail(db, transport, { onError: options.onError })
      .catch((error: unknown) => options.onError?.(error, '(outbox)'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs ?? POLL_INTERVAL_MS);
      });
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
