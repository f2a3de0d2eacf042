// What a run returned, rendered: shared by the runs feature (status, details) and the automation
// page's sample output, which imports it alone so that a visitor's page does not carry the run panel.
export { ResultValue } from './result-value';
export { ResultContent, ResultViewer } from './result-viewer';
export { formatBytes, formatDuration, titleCase } from './result-values';
