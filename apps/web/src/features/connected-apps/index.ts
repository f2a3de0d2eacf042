export { ConnectedAppsSection } from './components/connected-apps-section';
