export { AutomationPageRoute } from './routes/automation-page';
