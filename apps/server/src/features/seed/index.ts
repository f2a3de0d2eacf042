export { seedDemoData } from './seed.service';
export { seedReferenceData } from './reference-data';
export { demoAccounts } from './demo-accounts';
export { demoCatalogue } from './demo-catalogue';
