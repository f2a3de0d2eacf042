export { registerLeads } from './leads.routes';
