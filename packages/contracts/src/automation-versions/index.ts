export * from './version-content';
export * from './automation-version';
export * from './publish-automation-version';
export * from './list-automation-versions';
export * from './compare-automation-versions';
export * from './roll-back-automation-version';
export * from './retire-automation-version';
