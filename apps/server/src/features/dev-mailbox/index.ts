export { registerDevMailbox } from './dev-mailbox.routes';
