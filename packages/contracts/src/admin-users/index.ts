export * from './list-admin-users';
export * from './get-admin-user';
export * from './update-admin-user';
export * from './change-admin-role';
