export { PageViewTracker } from './components/page-view-tracker';
export { useTrackAutomationView } from './hooks/use-track-automation-view';
