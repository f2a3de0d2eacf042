export { seedDemoData } from './seed.service';
export { demoAccounts } from './demo-accounts';
export { demoCatalogue } from './demo-catalogue';
