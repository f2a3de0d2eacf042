export { LeadInboxRoute } from './routes/lead-inbox';
