/**
 * The ledger export's column headers and entry kinds in the ten locales, so a spreadsheet opened
 * in Bangkok or Seoul reads in Thai or Korean. `{zone}` is the IANA zone the times are shown in.
 */
import type { LocaleCode } from '@kado/shared';
import type { LedgerKind } from '@kado/shared/schemas';

export interface CsvMessages {
  readonly headers: readonly [
    id: string,
    date: string,
    kind: string,
    points: string,
    balanceBefore: string,
    balanceAfter: string,
    reason: string,
    refundOf: string,
  ];
  readonly kinds: Readonly<Record<LedgerKind, string>>;
}

export const CSV_MESSAGES: Record<LocaleCode, CsvMessages> = {
  en: {
    headers: [
      'Entry',
      'Date and time ({zone})',
      'Type',
      'Points',
      'Balance before',
      'Balance after',
      'Reason',
      'Refund of entry',
    ],
    kinds: {
      charge: 'Gift box code',
      merge: 'Gift box merge',
      grant: 'Points received',
      exchange: 'Gift exchange',
      refund: 'Refund',
      expire: 'Expired',
    },
  },
  ms: {
    headers: [
      'Catatan',
      'Tarikh dan masa ({zone})',
      'Jenis',
      'Mata',
      'Baki sebelum',
      'Baki selepas',
      'Sebab',
      'Bayaran balik bagi catatan',
    ],
    kinds: {
      charge: 'Kod kotak hadiah',
      merge: 'Gabungan kotak hadiah',
      grant: 'Mata diterima',
      exchange: 'Penukaran hadiah',
      refund: 'Bayaran balik',
      expire: 'Tamat tempoh',
    },
  },
  vi: {
    headers: [
      'Mục',
      'Ngày giờ ({zone})',
      'Loại',
      'Điểm',
      'Số dư trước',
      'Số dư sau',
      'Lý do',
      'Hoàn cho mục',
    ],
    kinds: {
      charge: 'Mã hộp quà',
      merge: 'Gộp hộp quà',
      grant: 'Điểm được tặng',
      exchange: 'Đổi quà',
      refund: 'Hoàn điểm',
      expire: 'Hết hạn',
    },
  },
  id: {
    headers: [
      'Entri',
      'Tanggal dan waktu ({zone})',
      'Jenis',
      'Poin',
      'Saldo sebelum',
      'Saldo sesudah',
      'Alasan',
      'Pengembalian untuk entri',
    ],
    kinds: {
      charge: 'Kode kotak hadiah',
      merge: 'Penggabungan kotak hadiah',
      grant: 'Poin diterima',
      exchange: 'Penukaran hadiah',
      refund: 'Pengembalian',
      expire: 'Kedaluwarsa',
    },
  },
  fil: {
    headers: [
      'Entry',
      'Petsa at oras ({zone})',
      'Uri',
      'Puntos',
      'Balanse bago',
      'Balanse pagkatapos',
      'Dahilan',
      'Refund ng entry',
    ],
    kinds: {
      charge: 'Code ng gift box',
      merge: 'Pagsasama ng gift box',
      grant: 'Natanggap na puntos',
      exchange: 'Pagpapalit ng regalo',
      refund: 'Refund',
      expire: 'Nag-expire',
    },
  },
  th: {
    headers: [
      'รายการ',
      'วันที่และเวลา ({zone})',
      'ประเภท',
      'คะแนน',
      'ยอดก่อน',
      'ยอดหลัง',
      'เหตุผล',
      'คืนคะแนนของรายการ',
    ],
    kinds: {
      charge: 'รหัสกล่องของขวัญ',
      merge: 'รวมกล่องของขวัญ',
      grant: 'ได้รับคะแนน',
      exchange: 'แลกของขวัญ',
      refund: 'คืนคะแนน',
      expire: 'หมดอายุ',
    },
  },
  hk: {
    headers: [
      '紀錄',
      '日期及時間（{zone}）',
      '類別',
      '積分',
      '之前結餘',
      '之後結餘',
      '原因',
      '退還的紀錄',
    ],
    kinds: {
      charge: '禮物盒代碼',
      merge: '合併禮物盒',
      grant: '獲得積分',
      exchange: '換領禮物',
      refund: '退還',
      expire: '已到期',
    },
  },
  tw: {
    headers: [
      '紀錄',
      '日期與時間（{zone}）',
      '類型',
      '點數',
      '異動前餘額',
      '異動後餘額',
      '原因',
      '退還的紀錄',
    ],
    kinds: {
      charge: '禮物盒代碼',
      merge: '合併禮物盒',
      grant: '獲得點數',
      exchange: '兌換禮物',
      refund: '退還',
      expire: '已到期',
    },
  },
  in: {
    headers: [
      'प्रविष्टि',
      'तारीख और समय ({zone})',
      'प्रकार',
      'पॉइंट',
      'पहले का बैलेंस',
      'बाद का बैलेंस',
      'कारण',
      'किस प्रविष्टि का रिफ़ंड',
    ],
    kinds: {
      charge: 'गिफ़्ट बॉक्स कोड',
      merge: 'गिफ़्ट बॉक्स मर्ज',
      grant: 'मिले पॉइंट',
      exchange: 'उपहार एक्सचेंज',
      refund: 'रिफ़ंड',
      expire: 'समय-सीमा समाप्त',
    },
  },
  kr: {
    headers: [
      '내역',
      '날짜 및 시간({zone})',
      '유형',
      '포인트',
      '이전 잔액',
      '이후 잔액',
      '사유',
      '환불 대상 내역',
    ],
    kinds: {
      charge: '선물 상자 코드',
      merge: '선물 상자 합치기',
      grant: '포인트 적립',
      exchange: '선물 교환',
      refund: '환불',
      expire: '만료',
    },
  },
};
