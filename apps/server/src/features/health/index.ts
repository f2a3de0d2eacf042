export { registerHealth } from './health.routes';
export { startWorkerHealth, type WorkerHealth } from './worker-health';
