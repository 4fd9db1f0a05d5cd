import { describe, expect, it } from 'vitest';

import { contactHref, contactText, ticketReference } from './contact-links';

describe('contact methods', () => {
  it('turns a phone number into a tel: link and an address into mailto:', () => {
    expect(contactHref({ kind: 'phone', value: '+6561234567' })).toBe('tel:+6561234567');
    expect(contactHref({ kind: 'email', value: 'help.sg@kado.example' })).toBe(
      'mailto:help.sg@kado.example',
    );
  });

  it('opens chat only over https', () => {
    expect(contactHref({ kind: 'chat', value: 'https://chat.kado.example/sg' })).toBe(
      'https://chat.kado.example/sg',
    );
    expect(contactHref({ kind: 'chat', value: 'javascript:alert(1)' })).toBeNull();
    expect(contactHref({ kind: 'chat', value: 'not a url' })).toBeNull();
  });

  it('refuses values that are not what their kind says', () => {
    expect(contactHref({ kind: 'phone', value: '6561234567; drop' })).toBeNull();
    expect(contactHref({ kind: 'email', value: 'nobody' })).toBeNull();
  });

  it('gives a ticket an eight-character reference', () => {
    expect(ticketReference('1a2b3c4d-0000-4000-8000-000000000000')).toBe('1A2B3C4D');
  });

  it('shows a phone number grouped for reading while its tel: link keeps E.164', () => {
    const phone = { kind: 'phone', value: '+85221234567' } as const;
    expect(contactText(phone, 'Chat')).toBe('+852 2123 4567');
    expect(contactHref(phone)).toBe('tel:+85221234567');
    expect(contactText({ kind: 'email', value: 'help@kado.example' }, 'Chat')).toBe(
      'help@kado.example',
    );
    expect(contactText({ kind: 'chat', value: 'https://chat.kado.example' }, 'Chat')).toBe('Chat');
  });
});
