/**
 * What a search result or a shared link shows of Kado, in the reader's language: the page
 * description and the share (Open Graph) title and description written into index.html. A gift's
 * link (`/receive?card=<id>`) shows that gift's card instead, in the language it was sent in.
 */
import { PRODUCT_NAME, localeInfo, type LocaleCode } from '@kado/shared';
import { presentCardImagePath, type PresentCard } from '@kado/shared/schemas';

interface ShareText {
  readonly title: string;
  readonly description: string;
}

export const SHARE_TEXTS: Record<LocaleCode, ShareText> = {
  en: {
    title: `${PRODUCT_NAME}: points and e-gifts in one wallet`,
    description:
      'Keep the points you receive in one wallet and exchange them for e-gift vouchers from brands you love.',
  },
  ms: {
    title: `${PRODUCT_NAME}: mata dan e-hadiah dalam satu dompet`,
    description:
      'Simpan mata yang anda terima dalam satu dompet dan tebus mata itu untuk baucar e-hadiah daripada jenama kegemaran anda.',
  },
  vi: {
    title: `${PRODUCT_NAME}: điểm và quà tặng điện tử trong một ví`,
    description:
      'Giữ mọi điểm bạn nhận được trong một ví và đổi lấy voucher điện tử của các thương hiệu bạn yêu thích.',
  },
  id: {
    title: `${PRODUCT_NAME}: poin dan hadiah digital dalam satu dompet`,
    description:
      'Simpan poin yang Anda terima dalam satu dompet dan tukar dengan voucher hadiah digital dari merek favorit Anda.',
  },
  fil: {
    title: `${PRODUCT_NAME}: puntos at e-gift sa iisang wallet`,
    description:
      'Itago sa iisang wallet ang mga puntos na natatanggap mo at ipagpalit ang mga ito sa mga e-gift voucher mula sa mga paborito mong brand.',
  },
  th: {
    title: `${PRODUCT_NAME}: คะแนนและบัตรกำนัลอิเล็กทรอนิกส์ในกระเป๋าเดียว`,
    description: 'เก็บคะแนนที่คุณได้รับไว้ในกระเป๋าเดียว แล้วแลกเป็นบัตรกำนัลอิเล็กทรอนิกส์จากแบรนด์ที่คุณชื่นชอบ',
  },
  hk: {
    title: `${PRODUCT_NAME}：積分與電子禮物，一個錢包就夠`,
    description: '把收到的積分集中在一個錢包，再換領你喜愛品牌的電子禮券。',
  },
  tw: {
    title: `${PRODUCT_NAME}：點數與電子禮物，一個錢包就夠`,
    description: '把收到的點數集中在一個錢包，再兌換你喜愛品牌的電子禮券。',
  },
  in: {
    title: `${PRODUCT_NAME}: पॉइंट्स और ई-गिफ़्ट, एक ही वॉलेट में`,
    description:
      'मिलने वाले पॉइंट्स एक ही वॉलेट में रखें और उन्हें अपने पसंदीदा ब्रांड के ई-गिफ़्ट वाउचर के लिए रिडीम करें।',
  },
  kr: {
    title: `${PRODUCT_NAME}: 포인트와 모바일 교환권을 하나의 지갑에`,
    description:
      '받은 포인트를 하나의 지갑에 모으고 좋아하는 브랜드의 모바일 교환권으로 교환하세요.',
  },
};

interface GiftPreviewText {
  /** The preview's title: who sent the gift. */
  readonly title: (sender: string) => string;
  /** The card image described for those who cannot see it. */
  readonly imageAlt: (sender: string) => string;
}

/** A gift link's preview, in the language the gift was sent in (the sender's). */
export const GIFT_PREVIEW_TEXTS: Record<LocaleCode, GiftPreviewText> = {
  en: {
    title: (sender) => `${sender} sent you a gift`,
    imageAlt: (sender) => `Gift card from ${sender}`,
  },
  ms: {
    title: (sender) => `${sender} menghantar hadiah kepada anda`,
    imageAlt: (sender) => `Kad hadiah daripada ${sender}`,
  },
  vi: {
    title: (sender) => `${sender} đã gửi bạn một món quà`,
    imageAlt: (sender) => `Thiệp quà tặng từ ${sender}`,
  },
  id: {
    title: (sender) => `${sender} mengirimi Anda hadiah`,
    imageAlt: (sender) => `Kartu hadiah dari ${sender}`,
  },
  fil: {
    title: (sender) => `Pinadalhan ka ni ${sender} ng regalo`,
    imageAlt: (sender) => `Kard ng regalo mula kay ${sender}`,
  },
  th: {
    title: (sender) => `${sender} ส่งของขวัญให้คุณ`,
    imageAlt: (sender) => `การ์ดของขวัญจาก ${sender}`,
  },
  hk: {
    title: (sender) => `${sender} 送了一份禮物給你`,
    imageAlt: (sender) => `${sender} 送的心意卡`,
  },
  tw: {
    title: (sender) => `${sender} 送了一份禮物給你`,
    imageAlt: (sender) => `${sender} 送的禮物卡片`,
  },
  in: {
    title: (sender) => `${sender} ने आपको एक उपहार भेजा है`,
    imageAlt: (sender) => `${sender} की ओर से उपहार कार्ड`,
  },
  kr: {
    title: (sender) => `${sender} 님이 선물을 보냈습니다`,
    imageAlt: (sender) => `${sender} 님이 보낸 선물 카드`,
  },
};

/** The card image's size (presentCardImagePath): chat apps lay the preview out before loading it. */
export const CARD_IMAGE_WIDTH = 1200;
export const CARD_IMAGE_HEIGHT = 630;

export const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

type MetaKey = `name="${string}"` | `property="${string}"`;

/**
 * Sets each meta tag's content, replacing the template's tag or adding one before </head>. The
 * contents are escaped and inserted by function, so no `$&` in a sender's name is a pattern.
 */
function setMetas(html: string, metas: readonly (readonly [MetaKey, string])[]): string {
  let out = html;
  for (const [key, content] of metas) {
    const tag = `<meta ${key} content="${escapeAttribute(content)}" />`;
    const pattern = new RegExp(`<meta ${key}[^>]*>`);
    out = pattern.test(out)
      ? out.replace(pattern, () => tag)
      : out.replace('</head>', () => `${tag}</head>`);
  }
  return out;
}

const ogLocale = (locale: LocaleCode) => localeInfo(locale).iso.replace('-', '_');

/** The generic share picture (apps/web/public), 1200×630 like a gift card. */
const SHARE_IMAGE_PATH = '/share.png';

/**
 * index.html with its description and share texts in `locale` (added where the template lacks
 * them), and the share picture absolute under `publicUrl`: chat apps (LINE, KakaoTalk, WhatsApp)
 * show no picture for a relative one.
 */
export function localiseHead(html: string, locale: LocaleCode, publicUrl: string): string {
  const text = SHARE_TEXTS[locale];
  return setMetas(html, [
    ['name="description"', text.description],
    ['property="og:title"', text.title],
    ['property="og:description"', text.description],
    ['property="og:locale"', ogLocale(locale)],
    ['property="og:image"', new URL(SHARE_IMAGE_PATH, publicUrl).href],
    ['property="og:image:width"', String(CARD_IMAGE_WIDTH)],
    ['property="og:image:height"', String(CARD_IMAGE_HEIGHT)],
  ]);
}

/** The preview's description: the gift (× n for more than one) and its brand. */
export function giftPreviewDescription(card: PresentCard): string {
  const gift = card.quantity > 1 ? `${card.gift.name} × ${card.quantity}` : card.gift.name;
  return `${gift} · ${card.gift.brand.name}`;
}

/**
 * The head of a gift link's page as a chat app's crawler reads it: who sent it, the gift and the
 * card image, absolute under `publicUrl`, in the gift's own language. Nothing private is in a card
 * (no message, no code, no token), so nothing private can reach the preview.
 */
export function giftPreviewHead(html: string, card: PresentCard, publicUrl: string): string {
  const text = GIFT_PREVIEW_TEXTS[card.locale];
  const page = new URL('/receive', publicUrl);
  page.searchParams.set('card', card.id);
  return setMetas(html, [
    ['property="og:title"', text.title(card.senderName)],
    ['property="og:description"', giftPreviewDescription(card)],
    ['property="og:locale"', ogLocale(card.locale)],
    ['property="og:url"', page.href],
    [
      'property="og:image"',
      new URL(presentCardImagePath(card.design, card.locale), publicUrl).href,
    ],
    ['property="og:image:width"', String(CARD_IMAGE_WIDTH)],
    ['property="og:image:height"', String(CARD_IMAGE_HEIGHT)],
    ['property="og:image:alt"', text.imageAlt(card.senderName)],
    ['name="twitter:card"', 'summary_large_image'],
  ]);
}
