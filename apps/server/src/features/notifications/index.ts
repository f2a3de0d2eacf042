export { registerNotifications } from './notifications.routes';
export { queueRunEndedEmail, wantsRunEmails } from './notifications.service';
