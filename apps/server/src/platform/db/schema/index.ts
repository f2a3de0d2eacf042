export * from './auth';
export * from './profiles';
export * from './catalogue';
export * from './runs';
export * from './tokens';
export * from './back-office';
export * from './mail';
