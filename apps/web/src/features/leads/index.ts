export { RequestCustomRoute } from './routes/request-custom';
export { BookCallRoute } from './routes/book-call';
