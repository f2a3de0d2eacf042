export * from './export-admin-list';
