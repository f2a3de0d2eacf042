export * from './list-lead-requests';
export * from './update-lead-request';
