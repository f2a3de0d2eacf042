export { registerAdminRuns } from './admin-runs.routes';
