export { AdminRunsRoute } from './routes/admin-runs';
