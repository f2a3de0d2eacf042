export { ProfileRoute } from './routes/profile';
