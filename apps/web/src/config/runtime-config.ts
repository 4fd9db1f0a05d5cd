/**
 * The runtime config the BFF inlines into index.html as
 * `<script type="application/json" id="kado-config">` (data, never executed, so CSP-safe).
 * Read and validated once at start-up.
 */
// Its own entry point, not the schemas barrel: the first load of / must not reach zod.
import { parseRuntimeConfig, type RuntimeConfig } from '@kado/shared/runtime-config';

export const RUNTIME_CONFIG_ELEMENT_ID = 'kado-config';

export type RuntimeConfigResult =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly reason: 'missing' | 'invalid' };

export function readRuntimeConfig(doc: Document = document): RuntimeConfigResult {
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return { ok: false, reason: 'missing' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const config = parseRuntimeConfig(json);
  return config ? { ok: true, config } : { ok: false, reason: 'invalid' };
}
