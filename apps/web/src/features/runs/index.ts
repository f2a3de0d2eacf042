export { RunPanel } from './components/run-panel';
export { AutomationHistoryRoute } from './routes/automation-history';
