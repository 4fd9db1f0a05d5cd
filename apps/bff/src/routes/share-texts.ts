/**
 * What a search result or a shared link shows of Kado, in the reader's language: the page
 * description and the share (Open Graph) title and description written into index.html.
 */
import { PRODUCT_NAME, localeInfo, type LocaleCode } from '@kado/shared';

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
      'Simpan mata yang anda terima dalam satu dompet dan tukarkan dengan baucar e-hadiah daripada jenama kegemaran anda.',
  },
  vi: {
    title: `${PRODUCT_NAME}: điểm và quà tặng điện tử trong một ví`,
    description:
      'Giữ mọi điểm bạn nhận được trong một ví và đổi lấy phiếu quà tặng điện tử của các thương hiệu bạn yêu thích.',
  },
  id: {
    title: `${PRODUCT_NAME}: poin dan hadiah elektronik dalam satu dompet`,
    description:
      'Simpan poin yang Anda terima dalam satu dompet dan tukarkan dengan voucher hadiah elektronik dari merek favorit Anda.',
  },
  fil: {
    title: `${PRODUCT_NAME}: puntos at e-gift sa iisang wallet`,
    description:
      'Itago sa iisang wallet ang mga puntos na natatanggap mo at ipalit ang mga ito sa mga e-gift voucher mula sa mga paborito mong brand.',
  },
  th: {
    title: `${PRODUCT_NAME}: คะแนนและของขวัญอิเล็กทรอนิกส์ในกระเป๋าเดียว`,
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
    title: `${PRODUCT_NAME}: पॉइंट और ई-गिफ़्ट एक ही वॉलेट में`,
    description: 'मिलने वाले पॉइंट एक ही वॉलेट में रखें और उन्हें अपने पसंदीदा ब्रांड के ई-गिफ़्ट वाउचर से बदलें।',
  },
  kr: {
    title: `${PRODUCT_NAME}: 포인트와 모바일 선물을 하나의 지갑에`,
    description: '받은 포인트를 하나의 지갑에 모으고 좋아하는 브랜드의 모바일 쿠폰으로 교환하세요.',
  },
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with its description and share texts in `locale` (added where the template lacks them). */
export function localiseHead(html: string, locale: LocaleCode): string {
  const text = SHARE_TEXTS[locale];
  const metas: [RegExp, string][] = [
    [
      /<meta name="description"[^>]*>/,
      `<meta name="description" content="${escapeAttribute(text.description)}" />`,
    ],
    [
      /<meta property="og:title"[^>]*>/,
      `<meta property="og:title" content="${escapeAttribute(text.title)}" />`,
    ],
    [
      /<meta property="og:description"[^>]*>/,
      `<meta property="og:description" content="${escapeAttribute(text.description)}" />`,
    ],
    [
      /<meta property="og:locale"[^>]*>/,
      `<meta property="og:locale" content="${localeInfo(locale).iso.replace('-', '_')}" />`,
    ],
  ];
  let out = html;
  for (const [pattern, tag] of metas) {
    out = pattern.test(out) ? out.replace(pattern, tag) : out.replace('</head>', `${tag}</head>`);
  }
  return out;
}
