export { RunPanel } from './components/run-panel';
export { ResultViewer } from './components/result-viewer';
export { AutomationHistoryRoute } from './routes/automation-history';
