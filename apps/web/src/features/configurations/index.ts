export { MyAutomationsRoute } from './routes/my-automations';
export { useConfiguration } from './api/get-configuration';
export { useConfigurations } from './api/list-configurations';
export { useSaveConfiguration } from './api/save-configuration';
