// The components import their stylesheets for the SPA's bundler. A package that compiles this source
// without Vite's types (the IdP renders the components on the server; the BFF and wallet tests reach
// it through the IdP) reads those imports as plain side effects.
declare module '*.css';
