import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, pathOf, signUpAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailOutbox } from '../db/schema';
import { deliverQueuedMail } from './deliver-mail';
import { sendMail } from './send-mail';
import { createSmtpTransport } from './smtp-transport';
import { startMail } from './start-mail';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives; `refuseNext` makes it fail once. */
async function startSmtpServer() {
  const received: Received[] = [];
  const control = { refuseNext: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (control.refuseNext) {
        control.refuseNext = false;
        return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 450 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    control,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The plain-text part of a MIME message, undoing quoted-printable soft breaks and escapes. */
function textPart(raw: string): string {
  const part = raw.split(/Content-Type: text\/plain/i)[1]!.split(/\r?\n--/)[0]!;
  return part
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function waitFor<T>(check: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('e-mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Basalt <hello@basalt.test>' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('a confirmation e-mail reaches the SMTP server from the worker and its link signs the user in', async () => {
    const mail = startMail(t.config, t.database.db, { deliver: true });
    try {
      await signUpAs(t, 'smtp-user@example.com');
      const message = await waitFor(() => smtp.received.find((m) => m.to.includes('smtp-user@example.com')));
      expect(message.from).toBe('hello@basalt.test');
      expect(message.raw).toMatch(/Content-Type: multipart\/alternative/i);
      expect(message.raw).toMatch(/Content-Type: text\/html/i);
      const link = textPart(message.raw).match(/https?:\/\/\S+/)![0];

      const verify = await t.app.inject({ url: pathOf(link) });
      expect(verify.headers.location).toBe('/dashboard');
      const session = await t.app.inject({
        url: '/api/session',
        headers: { cookie: cookieFrom(verify.headers['set-cookie']) },
      });
      expect(session.json().user).toMatchObject({ email: 'smtp-user@example.com', emailVerified: true });

      const [row] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'smtp-user@example.com'));
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await mail.stop();
    }
  });

  it('a refused delivery is kept, retried later, and sent once the server accepts it', async () => {
    const transport = createSmtpTransport(smtp.url, t.config.MAIL_FROM);
    const id = await sendMail(t.database.db, {
      to: 'retry@example.com',
      subject: 'Retry me',
      html: '<p>hi</p>',
      text: 'hi',
    });
    smtp.control.refuseNext = true;
    await deliverQueuedMail(t.database.db, transport);
    const [failedOnce] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(failedOnce).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failedOnce!.lastError).toMatch(/Mailbox temporarily unavailable/);

    // Not due yet: the next try waits a minute.
    await deliverQueuedMail(t.database.db, transport);
    expect(smtp.received.some((m) => m.to.includes('retry@example.com'))).toBe(false);

    await t.database.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(mailOutbox.id, id));
    await deliverQueuedMail(t.database.db, transport);
    const [sent] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received.filter((m) => m.to.includes('retry@example.com'))).toHaveLength(1);
    transport.close();
  });
});
