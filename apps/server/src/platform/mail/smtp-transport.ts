import nodemailer from 'nodemailer';
import type { MailTransport } from './deliver-mail';

/** SMTP through nodemailer, e.g. SMTP_URL=smtps://user:password@smtp.example.com:465. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(
    {
      url: smtpUrl,
      // A hung server must not hold the delivery loop; the message is retried later.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    },
    { from },
  );
  return {
    async send(message) {
      await transporter.sendMail({ to: message.to, subject: message.subject, html: message.html, text: message.text });
    },
    close: () => transporter.close(),
  };
}
