export { BudgetSection } from './components/budget-section';
