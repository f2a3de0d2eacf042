export * from './list-admin-categories';
export * from './create-category';
export * from './update-category';
