export { registerExportRoutes as registerExports } from './exports.routes';
