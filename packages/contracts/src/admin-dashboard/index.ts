export * from './run-status-label';
export * from './get-admin-dashboard';
