export { RunPanel } from './components/run-panel';
export { ResultContent, ResultViewer } from './components/result-viewer';
export { AutomationHistoryRoute } from './routes/automation-history';
