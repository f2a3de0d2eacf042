export { registerSeo, createPageRenderer } from './seo.routes';
