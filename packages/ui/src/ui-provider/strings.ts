/**
 * The words the design system itself says (close buttons, live announcements, "showing N of M").
 * The app passes them in through UiProvider from its own messages, so this package never loads an
 * i18n library; the English defaults keep a part usable (and testable) without a provider.
 * Placeholders are written `{{name}}`, as in the app's message files.
 */
export interface UiStrings {
  field: { optional: string };
  errorSummary: { title: string };
  dialog: { close: string };
  toast: { region: string; dismiss: string };
  phone: { market: string; number: string; invalid: string };
  otp: { digit: string };
  resend: { action: string; wait: string; ready: string };
  boxCode: { valid: string; invalid: string; incomplete: string };
  countdown: { endsIn: string; ended: string; lastDay: string };
  loadMore: { action: string; progress: string; shown: string };
  copy: { copy: string; copied: string; failed: string };
  giftCard: { in_stock: string; low: string; out: string };
  points: { one: string; other: string };
  notifications: { open: string; unread: string; title: string };
  search: { label: string; submit: string };
  barcode: { qr: string; code128: string; loading: string };
  select: { placeholder: string; noResults: string };
  skeleton: { loading: string };
}

export const DEFAULT_UI_STRINGS: UiStrings = {
  field: { optional: 'optional' },
  errorSummary: { title: 'Please check these fields' },
  dialog: { close: 'Close' },
  toast: { region: 'Notifications', dismiss: 'Dismiss' },
  phone: {
    market: 'Country or region code',
    number: 'Mobile number',
    invalid: 'Enter a valid mobile number for {{market}}.',
  },
  otp: { digit: 'Digit {{position}} of {{length}}' },
  resend: {
    action: 'Send a new code',
    wait: 'You can ask for a new code in {{seconds}} s.',
    ready: 'You can ask for a new code now.',
  },
  boxCode: {
    valid: 'This code looks right.',
    invalid: 'This code has a typo. Check each character.',
    incomplete: 'A box code has 16 characters.',
  },
  countdown: { endsIn: 'Ends in {{time}}', ended: 'Ended', lastDay: 'Less than a day left' },
  loadMore: {
    action: 'Show more',
    progress: 'Showing {{shown}} of {{total}}',
    shown: 'Showing {{shown}}',
  },
  copy: { copy: 'Copy', copied: 'Copied', failed: 'Could not copy. Select the text and copy it.' },
  giftCard: { in_stock: 'In stock', low: 'Only a few left', out: 'Out of stock' },
  points: { one: '{{points}} point', other: '{{points}} points' },
  notifications: { open: 'Notifications', unread: '{{count}} unread', title: 'Notifications' },
  search: { label: 'Search gifts', submit: 'Search' },
  barcode: { qr: 'QR code', code128: 'Barcode', loading: 'Drawing the code' },
  select: { placeholder: 'Choose one', noResults: 'Nothing matches' },
  skeleton: { loading: 'Loading' },
};

/** `template` with each `{{name}}` replaced by `values[name]`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The `one` or `other` form for `count` by the locale's plural rules. */
export function plural(forms: { one: string; other: string }, count: number, iso: string): string {
  let rules = pluralRules.get(iso);
  if (!rules) {
    rules = new Intl.PluralRules(iso);
    pluralRules.set(iso, rules);
  }
  return rules.select(count) === 'one' ? forms.one : forms.other;
}
