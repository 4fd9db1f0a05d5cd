export * from './constants.js';
export * from './errors.js';
export * from './guards.js';
export * from './locales.js';
export * from './routes.js';
export * from './demo.js';
export * from './urls.js';
export * from './box-code.js';
