export * from './contract/index.ts';
export * from './webhooks/index.ts';
