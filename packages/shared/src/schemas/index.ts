export * from './common.js';
export * from './wallet.js';
export * from './bff.js';
