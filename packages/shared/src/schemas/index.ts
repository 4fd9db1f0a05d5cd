export * from './common.js';
export * from './wallet.js';
export * from './bff.js';
export * from './points.js';
export * from './phone.js';
export * from './notifications.js';
export * from './boxes.js';
export * from './catalog.js';
