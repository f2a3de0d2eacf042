export * from './version-content';
