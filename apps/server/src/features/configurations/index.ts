export { registerConfigurations } from './configurations.routes';
