export * from './health-thresholds';
export * from './automation-pause';
export * from './automation-health-stats';
export * from './resume-automation';
export * from './temporarily-unavailable';
