// packages/ui's components import their stylesheets for the SPA's bundler; on the server those
// imports only mark what styles.ts serves.
declare module '*.css';
