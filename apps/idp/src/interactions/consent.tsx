/**
 * Consent to the terms of service on the IdP's pages: the checkbox of the sign-up form and the page
 * that asks again at sign-in when the terms changed since the account consented.
 */
import type { ReactNode } from 'react';

import type { LocaleCode } from '@kado/shared';
import { Checkbox, type ErrorSummaryItem } from '@kado/ui';

import { CancelForm, Heading, PostForm, renderPage } from './document.js';
import { MESSAGES } from './messages.js';
import { FormErrors } from './pages.js';

export interface TermsMessages {
  consent: string;
  read: string;
  required: string;
  updatedTitle: string;
  updatedIntro: string;
  accept: string;
}

export const TERMS_MESSAGES: Record<LocaleCode, TermsMessages> = {
  en: {
    consent: 'I have read and agree to the Kado terms of service.',
    read: 'Read the terms of service (opens in a new tab)',
    required: 'To continue, agree to the terms of service.',
    updatedTitle: 'Our terms of service have changed',
    updatedIntro:
      'Please read the new version of the Kado terms of service and accept it to continue.',
    accept: 'Accept and continue',
  },
  ms: {
    consent: 'Saya telah membaca dan bersetuju dengan terma perkhidmatan Kado.',
    read: 'Baca terma perkhidmatan (dibuka dalam tab baharu)',
    required: 'Untuk meneruskan, sila bersetuju dengan terma perkhidmatan.',
    updatedTitle: 'Terma perkhidmatan kami telah berubah',
    updatedIntro: 'Sila baca versi baharu terma perkhidmatan Kado dan terimanya untuk meneruskan.',
    accept: 'Terima dan teruskan',
  },
  vi: {
    consent: 'Tôi đã đọc và đồng ý với điều khoản dịch vụ của Kado.',
    read: 'Đọc điều khoản dịch vụ (mở trong thẻ mới)',
    required: 'Để tiếp tục, vui lòng đồng ý với điều khoản dịch vụ.',
    updatedTitle: 'Điều khoản dịch vụ của chúng tôi đã thay đổi',
    updatedIntro:
      'Vui lòng đọc phiên bản mới của điều khoản dịch vụ Kado và chấp nhận để tiếp tục.',
    accept: 'Chấp nhận và tiếp tục',
  },
  id: {
    consent: 'Saya telah membaca dan menyetujui ketentuan layanan Kado.',
    read: 'Baca ketentuan layanan (terbuka di tab baru)',
    required: 'Untuk melanjutkan, setujui ketentuan layanan.',
    updatedTitle: 'Ketentuan layanan kami telah berubah',
    updatedIntro: 'Bacalah versi baru ketentuan layanan Kado dan terima untuk melanjutkan.',
    accept: 'Terima dan lanjutkan',
  },
  fil: {
    consent: 'Nabasa ko at sumasang-ayon ako sa mga tuntunin ng serbisyo ng Kado.',
    read: 'Basahin ang mga tuntunin ng serbisyo (magbubukas sa bagong tab)',
    required: 'Para magpatuloy, sumang-ayon sa mga tuntunin ng serbisyo.',
    updatedTitle: 'Nagbago ang aming mga tuntunin ng serbisyo',
    updatedIntro:
      'Pakibasa ang bagong bersyon ng mga tuntunin ng serbisyo ng Kado at tanggapin ito para magpatuloy.',
    accept: 'Tanggapin at magpatuloy',
  },
  th: {
    consent: 'ฉันได้อ่านและยอมรับข้อกำหนดการให้บริการของ Kado แล้ว',
    read: 'อ่านข้อกำหนดการให้บริการ (เปิดในแท็บใหม่)',
    required: 'โปรดยอมรับข้อกำหนดการให้บริการเพื่อดำเนินการต่อ',
    updatedTitle: 'ข้อกำหนดการให้บริการของเรามีการเปลี่ยนแปลง',
    updatedIntro: 'โปรดอ่านข้อกำหนดการให้บริการของ Kado ฉบับใหม่และยอมรับเพื่อดำเนินการต่อ',
    accept: 'ยอมรับและดำเนินการต่อ',
  },
  hk: {
    consent: '我已閱讀並同意 Kado 服務條款。',
    read: '閱讀服務條款（在新分頁開啟）',
    required: '如要繼續，請同意服務條款。',
    updatedTitle: '我們的服務條款已更新',
    updatedIntro: '請閱讀新版 Kado 服務條款，接受後即可繼續。',
    accept: '接受並繼續',
  },
  tw: {
    consent: '我已閱讀並同意 Kado 服務條款。',
    read: '閱讀服務條款（在新分頁開啟）',
    required: '如要繼續，請同意服務條款。',
    updatedTitle: '我們的服務條款已更新',
    updatedIntro: '請閱讀新版 Kado 服務條款，接受後即可繼續。',
    accept: '接受並繼續',
  },
  in: {
    consent: 'मैंने Kado की सेवा की शर्तें पढ़ ली हैं और मैं उनसे सहमत हूँ।',
    read: 'सेवा की शर्तें पढ़ें (नए टैब में खुलेगा)',
    required: 'जारी रखने के लिए सेवा की शर्तों से सहमति दें।',
    updatedTitle: 'हमारी सेवा की शर्तों में बदलाव हुआ है',
    updatedIntro: 'कृपया Kado की सेवा की शर्तों का नया संस्करण पढ़ें और जारी रखने के लिए उसे स्वीकार करें।',
    accept: 'स्वीकार करें और जारी रखें',
  },
  kr: {
    consent: 'Kado 서비스 이용약관을 읽었으며 이에 동의합니다.',
    read: '서비스 이용약관 읽기(새 탭에서 열림)',
    required: '계속하려면 서비스 이용약관에 동의해 주세요.',
    updatedTitle: '서비스 이용약관이 변경되었습니다',
    updatedIntro: '새 버전의 Kado 서비스 이용약관을 읽고 동의하시면 계속 진행할 수 있습니다.',
    accept: '동의하고 계속하기',
  },
};

/** The form field the consent arrives in, and its value when the box is ticked. */
export const CONSENT_FIELD = 'terms';
export const CONSENT_VALUE = 'accepted';

export function consented(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>)[CONSENT_FIELD] === CONSENT_VALUE
  );
}

/** The consent checkbox, and the problem to list in the page's error summary when it was refused. */
export interface Consent {
  readonly field: ReactNode;
  readonly problem?: ErrorSummaryItem;
}

/** The consent checkbox with a link to the terms it agrees to; `refused` explains it is required. */
export function consentField(locale: LocaleCode, termsUrl: string, refused = false): Consent {
  const m = TERMS_MESSAGES[locale];
  return {
    field: (
      <Checkbox
        id={CONSENT_FIELD}
        name={CONSENT_FIELD}
        value={CONSENT_VALUE}
        required
        label={m.consent}
        error={refused ? m.required : undefined}
        hint={
          <a href={termsUrl} target="_blank" rel="noopener">
            {m.read}
          </a>
        }
      />
    ),
    ...(refused && { problem: { fieldId: CONSENT_FIELD, message: m.required } }),
  };
}

export interface TermsUpdatePageInput {
  readonly locale: LocaleCode;
  readonly uid: string;
  readonly termsUrl: string;
  readonly refused?: boolean;
}

/** Asked at sign-in when the account consented to an older version of the terms (or none). */
export function termsUpdatePage({ locale, uid, termsUrl, refused = false }: TermsUpdatePageInput) {
  const m = TERMS_MESSAGES[locale];
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const consent = consentField(locale, termsUrl, refused);
  return renderPage({
    locale,
    title: m.updatedTitle,
    children: (
      <>
        <Heading title={m.updatedTitle} intro={m.updatedIntro} />
        <FormErrors m={MESSAGES[locale]} items={consent.problem ? [consent.problem] : []} />
        <PostForm action={`${base}/terms`} submit={m.accept}>
          {consent.field}
        </PostForm>
        <div className="idp-more">
          <CancelForm action={`${base}/abort`} label={MESSAGES[locale].cancel} />
        </div>
      </>
    ),
  });
}
