/**
 * The demo account of the embedded default (`pnpm start`). The IdP seeds it, the wallet gives it
 * points, the start script prints the sign-in. Never seeded in production.
 */
export const DEMO_ACCOUNT = {
  subject: 'kado-demo-0001',
  email: 'demo@kado.example',
  password: 'kado-demo-2026',
  name: 'Mei Tan',
} as const;
