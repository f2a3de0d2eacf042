export * from './version-content';
export * from './automation-version-number';
export * from './list-automation-versions';
