export { registerCatalogue } from './catalogue.routes';
