export { sendMail, onMailQueued, type MailMessage } from './send-mail';
export { renderEmail, type EmailContent } from './render-email';
export { deliverQueuedMail, MAX_MAIL_ATTEMPTS, type MailTransport } from './deliver-mail';
export { createSmtpTransport } from './smtp-transport';
export { startMail, startMailDelivery } from './start-mail';
