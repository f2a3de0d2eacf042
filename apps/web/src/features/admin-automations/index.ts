export { ManageAutomationsRoute } from './routes/manage-automations';
export { CreateAutomationRoute } from './routes/create-automation';
export { EditAutomationRoute } from './routes/edit-automation';
export { WorkflowEnginesRoute } from './routes/workflow-engines';
export { BackOfficeLayout } from './routes/back-office-layout';
export { AutomationInsightsRoute } from './routes/automation-insights';
