export { registerLeadInbox } from './lead-inbox.routes';
