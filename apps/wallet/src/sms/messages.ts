/** The verification SMS in each of the ten locales; digits stay ASCII so every phone can copy them. */
import type { LocaleCode } from '@kado/shared';

const OTP_TEXT: Record<LocaleCode, (code: string) => string> = {
  en: (code) => `Your Kado code is ${code}. It expires in 5 minutes.`,
  ms: (code) => `Kod Kado anda ialah ${code}. Kod ini tamat tempoh dalam 5 minit.`,
  vi: (code) => `Mã Kado của bạn là ${code}. Mã sẽ hết hạn sau 5 phút.`,
  id: (code) => `Kode Kado Anda: ${code}. Kode ini berlaku selama 5 menit.`,
  fil: (code) => `Ang iyong Kado code ay ${code}. Mag-e-expire ito sa loob ng 5 minuto.`,
  th: (code) => `รหัส Kado ของคุณคือ ${code} รหัสนี้จะหมดอายุใน 5 นาที`,
  hk: (code) => `你的 Kado 驗證碼是 ${code}，5 分鐘後失效。`,
  tw: (code) => `你的 Kado 驗證碼為 ${code}，將於 5 分鐘後失效。`,
  in: (code) => `आपका Kado कोड ${code} है। यह 5 मिनट में समाप्त हो जाएगा।`,
  kr: (code) => `Kado 인증번호는 ${code}입니다. 5분 후에 만료됩니다.`,
};

export function otpText(locale: LocaleCode | null, code: string): string {
  return OTP_TEXT[locale ?? 'en'](code);
}
