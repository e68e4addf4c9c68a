export * from './messages';
export * from './constants';
export * from './envelope';
export * from './fields';
export * from './auth';
export * from './onboarding';
export * from './catalog';
export * from './operations';
