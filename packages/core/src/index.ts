export * from './client/index.ts';
export * from './contract/index.ts';
export * from './coordinator/index.ts';
export * from './webhooks/index.ts';
