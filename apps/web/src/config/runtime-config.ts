/**
 * The runtime config the BFF inlines into index.html as
 * `<script type="application/json" id="kado-config">` (data, never executed, so CSP-safe).
 * Read and validated once at start-up.
 */
import { runtimeConfigSchema, type RuntimeConfig } from '@kado/shared/schemas';

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
  const parsed = runtimeConfigSchema.safeParse(json);
  return parsed.success ? { ok: true, config: parsed.data } : { ok: false, reason: 'invalid' };
}
