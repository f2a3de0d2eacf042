export { registerSite } from './site.routes';
export { getFaq } from './site.service';
export { listActiveTokenPackages, type TokenPackageRow } from './site.queries';
export { usdPerToken } from './token-prices';
