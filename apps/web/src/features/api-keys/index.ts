export { ApiTab } from './components/api-tab';
export { ApiKeysSection } from './components/api-keys-section';
