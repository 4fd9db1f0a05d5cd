export * from './common.js';
export * from './wallet.js';
