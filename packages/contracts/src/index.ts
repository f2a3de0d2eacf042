export * from './errors/error-codes';
export * from './errors/error-response';
export * from './catalogue/automation-enums';
export * from './catalogue/custom-field';
export * from './catalogue/seo-content';
export * from './catalogue/list-automations';
export * from './catalogue/list-categories';
export * from './health/get-readiness';
