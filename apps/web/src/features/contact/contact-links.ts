/** Contact methods as links that work: tel: and mailto: for phone and e-mail, chat only over https. */
import type { ContactMethod } from '@kado/shared/schemas';

export function contactHref(method: Pick<ContactMethod, 'kind' | 'value'>): string | null {
  switch (method.kind) {
    case 'phone':
      return /^\+[0-9]{6,15}$/.test(method.value) ? `tel:${method.value}` : null;
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(method.value)
        ? `mailto:${encodeURIComponent(method.value).replace('%40', '@')}`
        : null;
    case 'chat': {
      try {
        const url = new URL(method.value);
        return url.protocol === 'https:' ? url.toString() : null;
      } catch {
        return null;
      }
    }
  }
}

/** A ticket's short reference, as support reads it back: its id's first eight characters. */
export function ticketReference(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}
