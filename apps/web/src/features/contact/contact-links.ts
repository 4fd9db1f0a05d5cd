/** Contact methods as links that work: tel: and mailto: for phone and e-mail, chat only over https. */
import type { ContactMethod } from '@kado/shared/schemas';
import { readablePhone } from '@kado/ui';

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

/**
 * What a method's link reads: a phone number grouped as its market writes it (the tel: link keeps
 * E.164), an address as it is, and the chat by `chatLabel`.
 */
export function contactText(
  method: Pick<ContactMethod, 'kind' | 'value'>,
  chatLabel: string,
): string {
  if (method.kind === 'chat') return chatLabel;
  return method.kind === 'phone' ? readablePhone(method.value) : method.value;
}

/** A ticket's short reference, as support reads it back: its id's first eight characters. */
export function ticketReference(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}
