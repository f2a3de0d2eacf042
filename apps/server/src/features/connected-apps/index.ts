export { registerConnectedApps } from './connected-apps.routes';
