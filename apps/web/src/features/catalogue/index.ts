export { useListAutomations, listAutomationsQueryOptions } from './api/list-automations';
export { AutomationCard } from './components/automation-card';
export { AutomationCardSkeleton } from './components/automation-card-skeleton';
export { automationPath } from './utils/automation-path';
export { formatAutomationCost } from './utils/automation-cost';
