export * from './registry';
export * from './types';
export * from './defaults';
