export { ApiTab } from './components/api-tab';
export { ApiKeysSection } from './components/api-keys-section';
export { apiKeysKey, useApiKeys } from './api/api-keys';
