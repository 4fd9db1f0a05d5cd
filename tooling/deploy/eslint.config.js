import { kadoConfig } from '@kado/eslint-config';

export default [...kadoConfig({ tsconfigRootDir: import.meta.dirname })];
