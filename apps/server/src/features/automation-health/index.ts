export { registerAutomationHealth } from './automation-health.routes';
