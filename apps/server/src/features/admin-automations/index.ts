export { registerAdminAutomations } from './admin-automations.routes';
