import base from '@kado/tsup-config';
import { defineConfig, type Options } from 'tsup';

// The service and the operator CLI (dist/cli.js), built the same way.
export default defineConfig({
  ...(base as Options),
  entry: { server: 'src/server.ts', cli: 'src/cli/kado-operator.ts' },
});
