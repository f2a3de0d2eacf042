export { registerAdminCategories } from './admin-categories.routes';
