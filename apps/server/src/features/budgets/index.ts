export { registerBudgets } from './budgets.routes';
export { applyRunBudget } from './run-budget';
export { getBudget } from './budgets.service';
