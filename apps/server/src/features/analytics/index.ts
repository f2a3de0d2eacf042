export { registerAnalytics } from './analytics.routes';
