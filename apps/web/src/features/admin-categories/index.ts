export { CategoriesRoute } from './routes/categories';
