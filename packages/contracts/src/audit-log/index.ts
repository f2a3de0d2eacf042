export * from './list-admin-actions';
