export { registerHealth } from './health.routes';
