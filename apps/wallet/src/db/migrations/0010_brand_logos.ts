import type { Migration } from '@kado/db';
import { IMAGE_PATH_PATTERN } from '@kado/shared';

import { identifierCheck, type IdentifierColumn } from './0008_identifiers.js';

export const BRAND_LOGO_COLUMNS: readonly IdentifierColumn[] = [
  { table: 'brands', column: 'logo_path', pattern: IMAGE_PATH_PATTERN },
];

/** A brand's logo under the image store, set by operators with the brand (null: none yet). */
export const brandLogosSchema: Migration = {
  id: '0010_brand_logos',
  sql: `
ALTER TABLE brands ADD COLUMN logo_path text;

${BRAND_LOGO_COLUMNS.map(identifierCheck).join('\n')}
`,
};
