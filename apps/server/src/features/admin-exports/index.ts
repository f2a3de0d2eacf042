export { registerAdminExports } from './admin-exports.routes';
