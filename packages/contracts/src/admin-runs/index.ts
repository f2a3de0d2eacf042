export * from './list-admin-runs';
export * from './get-admin-run';
export * from './cancel-admin-run';
export * from './refund-admin-run';
