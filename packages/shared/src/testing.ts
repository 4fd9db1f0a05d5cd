/**
 * The guard outcome of every route for each session state, written out by hand from PRODUCT.md §2
 * (not derived from the code under test). Both the pure decision and the BFF's HTTP answers are
 * checked against it.
 */
import { ROUTES } from './routes.js';

/** allow: the page; login: to sign-in; top: to /top; verify: the page behind phone verification. */
export type GuardOutcome = 'allow' | 'login' | 'top' | 'verify';

type Row = readonly [signedOut: GuardOutcome, signedIn: GuardOutcome, verified: GuardOutcome];

const PUBLIC: Row = ['allow', 'allow', 'allow'];
const AUTH: Row = ['login', 'allow', 'allow'];
const GUEST: Row = ['allow', 'top', 'top'];

export const GUARD_EXPECTATIONS: Readonly<Record<string, Row>> = {
  index: PUBLIC,
  top: AUTH,
  'account-info': AUTH,
  'account-devices': AUTH,
  brand: PUBLIC,
  category: PUBLIC,
  'charge-history': AUTH,
  'contact-us': PUBLIC,
  'expiration-point': AUTH,
  faq: PUBLIC,
  'how-to-use': PUBLIC,
  'gift-items': PUBLIC,
  'gift-item': PUBLIC,
  'gift-detail': AUTH,
  'gift-detail-shared': PUBLIC,
  'gift-send': ['login', 'verify', 'allow'],
  receive: PUBLIC,
  'sent-gifts': AUTH,
  language: PUBLIC,
  'my-gift': AUTH,
  'point-merge': ['login', 'verify', 'allow'],
  'popular-gifts': PUBLIC,
  login: GUEST,
  register: GUEST,
  manual: PUBLIC,
  'manual-button': PUBLIC,
  'manual-color': PUBLIC,
  'manual-form': PUBLIC,
  'manual-image': PUBLIC,
  'manual-modal': PUBLIC,
  'manual-pipe': PUBLIC,
  'manual-select': PUBLIC,
  'manual-spacing': PUBLIC,
  'manual-toastr': PUBLIC,
  'manual-typo': PUBLIC,
  terms: PUBLIC,
};

export const SESSION_STATES = [
  { name: 'signed out', facts: { signedIn: false, phoneVerified: false } },
  { name: 'signed in', facts: { signedIn: true, phoneVerified: false } },
  { name: 'signed in with a verified phone', facts: { signedIn: true, phoneVerified: true } },
] as const;

/** One concrete path per route (params filled with a valid gift id and locale code). */
export const ROUTE_SAMPLES = ROUTES.map((route) => ({
  route,
  path: route.path.replace(':id', 'g-1').replace(':code', 'th'),
}));

/** A gift's texts in all ten locales, each in its script: what the operator upsert requires. */
export const SAMPLE_GIFT_TEXTS = {
  names: {
    en: 'Kopi Lane Mango Smoothie',
    ms: 'Smoothie Mangga Kopi Lane',
    vi: 'Sinh tố xoài Kopi Lane',
    id: 'Smoothie Mangga Kopi Lane',
    fil: 'Mango Smoothie ng Kopi Lane',
    th: 'สมูทตี้มะม่วง Kopi Lane',
    hk: 'Kopi Lane 芒果冰沙',
    tw: 'Kopi Lane 芒果冰沙',
    in: 'Kopi Lane मैंगो स्मूदी',
    kr: 'Kopi Lane 망고 스무디',
  },
  descriptions: {
    en: 'A cold mango smoothie, made to order.',
    ms: 'Smoothie mangga sejuk, dibuat mengikut pesanan.',
    vi: 'Một ly sinh tố xoài mát lạnh, pha khi bạn gọi.',
    id: 'Smoothie mangga dingin, dibuat saat dipesan.',
    fil: 'Malamig na mango smoothie, ginagawa kapag inorder.',
    th: 'สมูทตี้มะม่วงเย็น ๆ ทำสดตามสั่ง',
    hk: '即叫即製的凍芒果冰沙。',
    tw: '現點現做的冰涼芒果冰沙。',
    in: 'ऑर्डर पर बनी ठंडी मैंगो स्मूदी।',
    kr: '주문 즉시 만드는 시원한 망고 스무디입니다.',
  },
  terms: {
    en: 'Valid for 30 days. One voucher per visit.',
    ms: 'Sah selama 30 hari. Satu baucar bagi setiap kunjungan.',
    vi: 'Có hiệu lực 30 ngày. Mỗi lần dùng một phiếu.',
    id: 'Berlaku 30 hari. Satu voucher per kunjungan.',
    fil: 'May bisa sa loob ng 30 araw. Isang voucher bawat pagbisita.',
    th: 'ใช้ได้ 30 วัน ใช้ได้หนึ่งใบต่อครั้ง',
    hk: '有效期 30 日。每次光臨限用一張。',
    tw: '效期 30 天。每次消費限用一張。',
    in: '30 दिनों तक मान्य। हर बार एक वाउचर।',
    kr: '30일간 유효합니다. 방문 1회당 1매만 사용할 수 있습니다.',
  },
  howToUse: {
    en: 'Show the QR code at the counter.',
    ms: 'Tunjukkan kod QR di kaunter.',
    vi: 'Đưa mã QR tại quầy.',
    id: 'Tunjukkan kode QR di kasir.',
    fil: 'Ipakita ang QR code sa counter.',
    th: 'แสดงคิวอาร์โค้ดที่เคาน์เตอร์',
    hk: '在櫃檯出示二維碼。',
    tw: '在櫃檯出示條碼。',
    in: 'काउंटर पर QR कोड दिखाएँ।',
    kr: '카운터에서 QR 코드를 보여 주세요.',
  },
} as const;
