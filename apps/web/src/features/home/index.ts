export { HomeRoute } from './routes/home';
