export { MarketplaceRoute } from './routes/marketplace';
