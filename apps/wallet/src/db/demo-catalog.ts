/**
 * The demo catalog of the embedded default: fictional brands in eight categories and gifts in all
 * ten markets, every text in all ten locales. Brand names are proper nouns and stay as they are;
 * the words around them are translated. Most gifts are value vouchers built from per-category
 * templates; a few signature gifts have names of their own.
 */
import type { LocaleCode, MarketCode } from '@kado/shared';
import type { BarcodeFormat } from '@kado/shared/schemas';

export type LocalizedNames = Record<LocaleCode, string>;
type Template = (brand: string) => LocalizedNames;

export interface DemoCategory {
  readonly id: string;
  readonly position: number;
  readonly names: LocalizedNames;
}

export interface DemoBrand {
  readonly id: string;
  readonly name: string;
  readonly color: string;
  readonly categoryId: string;
  /** The markets its value vouchers are sold in. */
  readonly markets: readonly MarketCode[];
}

/** What a gift is before its texts: the signature gifts spell these out. */
interface GiftListing {
  readonly id: string;
  readonly brandId: string;
  readonly market: MarketCode;
  readonly points: number;
  readonly curatedRank: number;
  readonly names: LocalizedNames;
}

export interface DemoGift extends GiftListing {
  readonly categoryId: string;
  readonly descriptions: LocalizedNames;
  readonly terms: LocalizedNames;
  readonly howToUse: LocalizedNames;
  readonly validityDays: number;
  readonly stock: number;
  readonly barcode: BarcodeFormat;
  readonly withPin: boolean;
  /** How long before seeding the gift was listed, for the `newest` sort. */
  readonly listedHoursAgo: number;
}

interface CategoryTraits {
  readonly validityDays: number;
  /** Redeemed at a counter (QR code) or online (a code at checkout). */
  readonly channel: 'store' | 'online';
  /** Value vouchers of this category are called vouchers or gift cards. */
  readonly voucherName: (brand: string, amount: string) => LocalizedNames;
  readonly description: Template;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    id: 'food-drink',
    position: 1,
    names: {
      en: 'Food & Drink',
      ms: 'Makanan & Minuman',
      vi: 'Ẩm thực & Đồ uống',
      id: 'Makanan & Minuman',
      fil: 'Pagkain at Inumin',
      th: 'อาหารและเครื่องดื่ม',
      hk: '飲食',
      tw: '美食飲品',
      in: 'खाना और पेय',
      kr: '식음료',
    },
  },
  {
    id: 'shopping',
    position: 2,
    names: {
      en: 'Shopping',
      ms: 'Membeli-belah',
      vi: 'Mua sắm',
      id: 'Belanja',
      fil: 'Pamimili',
      th: 'ช้อปปิ้ง',
      hk: '購物',
      tw: '購物',
      in: 'खरीदारी',
      kr: '쇼핑',
    },
  },
  {
    id: 'beauty-wellness',
    position: 3,
    names: {
      en: 'Beauty & Wellness',
      ms: 'Kecantikan & Kesejahteraan',
      vi: 'Làm đẹp & Chăm sóc sức khỏe',
      id: 'Kecantikan & Kebugaran',
      fil: 'Kagandahan at Kalusugan',
      th: 'ความงามและสุขภาพ',
      hk: '美容保健',
      tw: '美容保養',
      in: 'सौंदर्य और वेलनेस',
      kr: '뷰티 & 웰니스',
    },
  },
  {
    id: 'entertainment',
    position: 4,
    names: {
      en: 'Entertainment',
      ms: 'Hiburan',
      vi: 'Giải trí',
      id: 'Hiburan',
      fil: 'Libangan',
      th: 'บันเทิง',
      hk: '娛樂',
      tw: '娛樂',
      in: 'मनोरंजन',
      kr: '엔터테인먼트',
    },
  },
  {
    id: 'groceries',
    position: 5,
    names: {
      en: 'Groceries',
      ms: 'Barangan Runcit',
      vi: 'Thực phẩm & Tạp hóa',
      id: 'Bahan Makanan',
      fil: 'Grocery',
      th: 'ของสดและของใช้',
      hk: '超市雜貨',
      tw: '超市生鮮',
      in: 'किराना',
      kr: '장보기',
    },
  },
  {
    id: 'travel',
    position: 6,
    names: {
      en: 'Travel & Transport',
      ms: 'Pelancongan & Pengangkutan',
      vi: 'Du lịch & Di chuyển',
      id: 'Perjalanan & Transportasi',
      fil: 'Paglalakbay at Transportasyon',
      th: 'ท่องเที่ยวและการเดินทาง',
      hk: '旅遊交通',
      tw: '旅遊交通',
      in: 'यात्रा और परिवहन',
      kr: '여행 & 교통',
    },
  },
  {
    id: 'electronics',
    position: 7,
    names: {
      en: 'Electronics & Gadgets',
      ms: 'Elektronik & Gajet',
      vi: 'Điện tử & Công nghệ',
      id: 'Elektronik & Gadget',
      fil: 'Electronics at Gadget',
      th: 'อิเล็กทรอนิกส์และแกดเจ็ต',
      hk: '電子產品',
      tw: '3C 電子',
      in: 'इलेक्ट्रॉनिक्स और गैजेट',
      kr: '전자기기',
    },
  },
  {
    id: 'sports-fitness',
    position: 8,
    names: {
      en: 'Sports & Fitness',
      ms: 'Sukan & Kecergasan',
      vi: 'Thể thao & Thể hình',
      id: 'Olahraga & Kebugaran',
      fil: 'Isports at Fitness',
      th: 'กีฬาและฟิตเนส',
      hk: '運動健身',
      tw: '運動健身',
      in: 'खेल और फ़िटनेस',
      kr: '스포츠 & 피트니스',
    },
  },
];

const brand = (
  id: string,
  name: string,
  color: string,
  categoryId: string,
  markets: string,
): DemoBrand => ({ id, name, color, categoryId, markets: markets.split(' ') as MarketCode[] });

export const DEMO_BRANDS: readonly DemoBrand[] = [
  brand('kopi-lane', 'Kopi Lane', '#6f4e37', 'food-drink', 'SG MY TH'),
  brand('harbour-bakehouse', 'Harbour Bakehouse', '#c2410c', 'food-drink', 'SG HK'),
  brand('sambal-street', 'Sambal Street', '#b91c1c', 'food-drink', 'SG MY ID'),
  brand('mochi-moon', 'Mochi Moon', '#f9a8d4', 'food-drink', 'TH TW KR'),
  brand('pho-corner', 'Pho Corner', '#a16207', 'food-drink', 'VN SG'),
  brand('bubble-orchard', 'Bubble Orchard', '#7c3aed', 'food-drink', 'TW HK MY'),
  brand('satay-republic', 'Satay Republic', '#92400e', 'food-drink', 'MY ID'),
  brand('lumen-books', 'Lumen Books', '#1d4ed8', 'shopping', 'SG IN'),
  brand('tropika-mart', 'Tropika Mart', '#15803d', 'shopping', 'SG MY PH'),
  brand('urban-loom', 'Urban Loom', '#334155', 'shopping', 'TH PH'),
  brand('paper-crane', 'Paper Crane', '#0ea5e9', 'shopping', 'KR TW'),
  brand('jade-lantern', 'Jade Lantern', '#047857', 'shopping', 'HK VN'),
  brand('petal-stone', 'Petal & Stone', '#be185d', 'beauty-wellness', 'SG TH'),
  brand('lotus-glow', 'Lotus Glow', '#fbcfe8', 'beauty-wellness', 'VN TH KR'),
  brand('bamboo-spa', 'Bamboo Spa', '#65a30d', 'beauty-wellness', 'ID MY'),
  brand('nova-cinemas', 'Nova Cinemas', '#6d28d9', 'entertainment', 'SG MY IN'),
  brand('starlight-karaoke', 'Starlight Karaoke', '#312e81', 'entertainment', 'PH KR'),
  brand('pixel-arcade', 'Pixel Arcade', '#facc15', 'entertainment', 'TH HK'),
  brand('fresh-paddy', 'Fresh Paddy Market', '#16a34a', 'groceries', 'MY TH'),
  brand('green-basket', 'Green Basket', '#4d7c0f', 'groceries', 'SG IN'),
  brand('dragonfruit-grocer', 'Dragonfruit Grocer', '#db2777', 'groceries', 'VN PH'),
  brand('monsoon-air', 'Monsoon Air', '#0369a1', 'travel', 'SG MY TH'),
  brand('island-hopper', 'Island Hopper Ferries', '#06b6d4', 'travel', 'PH ID'),
  brand('metro-ride', 'Metro Ride', '#dc2626', 'travel', 'IN TW'),
  brand('circuit-bay', 'Circuit Bay', '#111827', 'electronics', 'SG MY TH'),
  brand('byte-garden', 'Byte Garden', '#22c55e', 'electronics', 'KR TW IN'),
  brand('echo-audio', 'Echo Audio', '#f97316', 'electronics', 'HK SG'),
  brand('summit-gym', 'Summit Gym', '#ea580c', 'sports-fitness', 'SG MY'),
  brand('ridge-outdoor', 'Ridge Outdoor', '#57534e', 'sports-fitness', 'TH KR'),
  brand('tide-swim', 'Tide Swim Club', '#2563eb', 'sports-fitness', 'ID VN'),
];

function voucher(brand: string, amount: string): LocalizedNames {
  return {
    en: `${brand} ${amount} Voucher`,
    ms: `Baucar ${brand} ${amount}`,
    vi: `Phiếu quà tặng ${brand} ${amount}`,
    id: `Voucher ${brand} ${amount}`,
    fil: `${brand} Voucher na ${amount}`,
    th: `บัตรกำนัล ${brand} มูลค่า ${amount}`,
    hk: `${brand} ${amount} 禮券`,
    tw: `${brand} ${amount} 禮券`,
    in: `${brand} ${amount} वाउचर`,
    kr: `${brand} ${amount} 상품권`,
  };
}

function giftCard(brand: string, amount: string): LocalizedNames {
  return {
    en: `${brand} ${amount} Gift Card`,
    ms: `Kad Hadiah ${brand} ${amount}`,
    vi: `Thẻ quà tặng ${brand} ${amount}`,
    id: `Kartu Hadiah ${brand} ${amount}`,
    fil: `${brand} Gift Card na ${amount}`,
    th: `บัตรของขวัญ ${brand} มูลค่า ${amount}`,
    hk: `${brand} ${amount} 禮品卡`,
    tw: `${brand} ${amount} 禮物卡`,
    in: `${brand} ${amount} गिफ़्ट कार्ड`,
    kr: `${brand} ${amount} 기프트 카드`,
  };
}

const CATEGORY_TRAITS: Record<string, CategoryTraits> = {
  'food-drink': {
    validityDays: 90,
    channel: 'store',
    voucherName: voucher,
    description: (b) => ({
      en: `Treat yourself at ${b}. Use this e-voucher for food and drinks at any participating outlet.`,
      ms: `Manjakan diri anda di ${b}. Gunakan e-baucar ini untuk makanan dan minuman di mana-mana cawangan yang mengambil bahagian.`,
      vi: `Tự thưởng cho mình tại ${b}. Dùng phiếu điện tử này để mua đồ ăn và thức uống tại mọi cửa hàng tham gia.`,
      id: `Manjakan diri di ${b}. Gunakan e-voucher ini untuk makanan dan minuman di semua gerai yang berpartisipasi.`,
      fil: `I-treat ang sarili sa ${b}. Gamitin ang e-voucher na ito sa pagkain at inumin sa alinmang kalahok na branch.`,
      th: `ให้รางวัลตัวเองที่ ${b} ใช้อีวอเชอร์นี้ซื้ออาหารและเครื่องดื่มได้ที่สาขาที่ร่วมรายการทุกแห่ง`,
      hk: `於 ${b} 犒賞自己。此電子禮券適用於所有參與分店，可購買食品及飲品。`,
      tw: `到 ${b} 犒賞自己。此電子禮券可於任一參與門市購買餐點與飲品。`,
      in: `${b} पर खुद को ट्रीट दें। इस ई-वाउचर से किसी भी भाग लेने वाले आउटलेट पर खाने-पीने की चीज़ें लें।`,
      kr: `${b}에서 나를 위한 작은 선물을 즐겨 보세요. 이 모바일 상품권은 모든 참여 매장에서 음식과 음료 구매에 사용할 수 있습니다.`,
    }),
  },
  shopping: {
    validityDays: 365,
    channel: 'online',
    voucherName: giftCard,
    description: (b) => ({
      en: `Shop what you love at ${b}, in store or online, with this e-gift card.`,
      ms: `Beli barangan kegemaran anda di ${b}, di kedai atau dalam talian, dengan e-kad hadiah ini.`,
      vi: `Mua sắm món đồ bạn yêu thích tại ${b}, tại cửa hàng hoặc trực tuyến, với thẻ quà tặng điện tử này.`,
      id: `Belanja barang favorit Anda di ${b}, di toko maupun online, dengan e-gift card ini.`,
      fil: `Bilhin ang mga gusto mo sa ${b}, sa tindahan man o online, gamit ang e-gift card na ito.`,
      th: `ช้อปสิ่งที่คุณชอบที่ ${b} ทั้งที่ร้านและออนไลน์ ด้วยบัตรของขวัญอิเล็กทรอนิกส์ใบนี้`,
      hk: `以此電子禮品卡於 ${b} 門市或網店選購心儀貨品。`,
      tw: `使用這張電子禮物卡，在 ${b} 門市或網路商店選購你喜愛的商品。`,
      in: `इस ई-गिफ़्ट कार्ड से ${b} पर, स्टोर में या ऑनलाइन, अपनी पसंद की चीज़ें खरीदें।`,
      kr: `이 전자 기프트 카드로 ${b} 매장이나 온라인에서 원하는 상품을 구매하세요.`,
    }),
  },
  'beauty-wellness': {
    validityDays: 180,
    channel: 'store',
    voucherName: voucher,
    description: (b) => ({
      en: `Take time for yourself at ${b}. This e-voucher covers treatments and products at participating outlets.`,
      ms: `Luangkan masa untuk diri sendiri di ${b}. E-baucar ini boleh digunakan untuk rawatan dan produk di cawangan yang mengambil bahagian.`,
      vi: `Dành thời gian chăm sóc bản thân tại ${b}. Phiếu điện tử này áp dụng cho các liệu trình và sản phẩm tại cơ sở tham gia.`,
      id: `Luangkan waktu untuk diri sendiri di ${b}. E-voucher ini berlaku untuk perawatan dan produk di gerai yang berpartisipasi.`,
      fil: `Maglaan ng oras para sa sarili sa ${b}. Magagamit ang e-voucher na ito sa mga treatment at produkto sa mga kalahok na branch.`,
      th: `ใช้เวลาดูแลตัวเองที่ ${b} อีวอเชอร์นี้ใช้ได้กับทรีตเมนต์และผลิตภัณฑ์ที่สาขาที่ร่วมรายการ`,
      hk: `於 ${b} 好好寵愛自己。此電子禮券適用於參與分店的護理療程及產品。`,
      tw: `在 ${b} 好好寵愛自己。此電子禮券適用於參與門市的療程與商品。`,
      in: `${b} पर अपने लिए समय निकालें। यह ई-वाउचर भाग लेने वाले आउटलेट पर ट्रीटमेंट और उत्पादों के लिए मान्य है।`,
      kr: `${b}에서 나만을 위한 시간을 가져 보세요. 이 모바일 상품권은 참여 매장의 관리 서비스와 제품에 사용할 수 있습니다.`,
    }),
  },
  entertainment: {
    validityDays: 180,
    channel: 'store',
    voucherName: voucher,
    description: (b) => ({
      en: `Make a night of it at ${b}. Use this e-voucher for tickets and extras at participating venues.`,
      ms: `Nikmati malam yang seronok di ${b}. Gunakan e-baucar ini untuk tiket dan tambahan di lokasi yang mengambil bahagian.`,
      vi: `Tận hưởng một buổi tối vui vẻ tại ${b}. Dùng phiếu điện tử này để mua vé và dịch vụ đi kèm tại các địa điểm tham gia.`,
      id: `Nikmati malam yang seru di ${b}. Gunakan e-voucher ini untuk tiket dan tambahan lainnya di lokasi yang berpartisipasi.`,
      fil: `Sulitin ang gabi sa ${b}. Gamitin ang e-voucher na ito sa mga tiket at iba pa sa mga kalahok na venue.`,
      th: `สนุกให้สุดที่ ${b} ใช้อีวอเชอร์นี้ซื้อตั๋วและบริการเสริมได้ที่สาขาที่ร่วมรายการ`,
      hk: `到 ${b} 盡情玩樂。此電子禮券可於參與場地購買門票及其他消費。`,
      tw: `到 ${b} 盡情享樂。此電子禮券可於參與據點購買票券及加購項目。`,
      in: `${b} पर अपनी शाम यादगार बनाइए। इस ई-वाउचर से भाग लेने वाले स्थानों पर टिकट और अन्य चीज़ें लें।`,
      kr: `${b}에서 즐거운 시간을 보내세요. 이 모바일 상품권은 참여 지점에서 티켓과 부가 상품 구매에 사용할 수 있습니다.`,
    }),
  },
  groceries: {
    validityDays: 90,
    channel: 'store',
    voucherName: voucher,
    description: (b) => ({
      en: `Stock up on fresh produce and everyday essentials at ${b}.`,
      ms: `Dapatkan hasil segar dan keperluan harian di ${b}.`,
      vi: `Mua sắm thực phẩm tươi và nhu yếu phẩm hằng ngày tại ${b}.`,
      id: `Belanja bahan segar dan kebutuhan sehari-hari di ${b}.`,
      fil: `Mamili ng sariwang ani at pang-araw-araw na pangangailangan sa ${b}.`,
      th: `ซื้อของสดและของใช้จำเป็นในชีวิตประจำวันได้ที่ ${b}`,
      hk: `於 ${b} 選購新鮮食材及日常必需品。`,
      tw: `在 ${b} 採買新鮮食材與日常用品。`,
      in: `${b} से ताज़े फल-सब्ज़ियाँ और रोज़मर्रा की ज़रूरी चीज़ें खरीदें।`,
      kr: `${b}에서 신선한 식재료와 생활필수품을 장만하세요.`,
    }),
  },
  travel: {
    validityDays: 365,
    channel: 'online',
    voucherName: giftCard,
    description: (b) => ({
      en: `Get going with ${b}. Use this e-gift card towards fares and bookings.`,
      ms: `Mulakan perjalanan bersama ${b}. Gunakan e-kad hadiah ini untuk tambang dan tempahan.`,
      vi: `Lên đường cùng ${b}. Dùng thẻ quà tặng điện tử này để thanh toán vé và đặt chỗ.`,
      id: `Mulai perjalanan bersama ${b}. Gunakan e-gift card ini untuk membayar tiket dan pemesanan.`,
      fil: `Bumiyahe kasama ang ${b}. Gamitin ang e-gift card na ito sa pamasahe at mga booking.`,
      th: `ออกเดินทางไปกับ ${b} ใช้บัตรของขวัญอิเล็กทรอนิกส์นี้ชำระค่าโดยสารและการจอง`,
      hk: `與 ${b} 一同出發。此電子禮品卡可用於支付車船機票及預訂。`,
      tw: `與 ${b} 一起出發。此電子禮物卡可用於支付票價及訂位。`,
      in: `${b} के साथ सफ़र शुरू करें। इस ई-गिफ़्ट कार्ड का इस्तेमाल किराए और बुकिंग के लिए करें।`,
      kr: `${b} 기프트 카드로 가볍게 떠나 보세요. 요금 결제와 예약에 사용할 수 있습니다.`,
    }),
  },
  electronics: {
    validityDays: 365,
    channel: 'online',
    voucherName: giftCard,
    description: (b) => ({
      en: `Upgrade your gear at ${b}. This e-gift card works on gadgets and accessories, in store or online.`,
      ms: `Naik taraf peralatan anda di ${b}. E-kad hadiah ini boleh digunakan untuk gajet dan aksesori, di kedai atau dalam talian.`,
      vi: `Nâng cấp thiết bị của bạn tại ${b}. Thẻ quà tặng điện tử này dùng được cho thiết bị và phụ kiện, tại cửa hàng hoặc trực tuyến.`,
      id: `Tingkatkan perangkat Anda di ${b}. E-gift card ini berlaku untuk gadget dan aksesori, di toko maupun online.`,
      fil: `I-upgrade ang iyong gamit sa ${b}. Magagamit ang e-gift card na ito sa mga gadget at accessory, sa tindahan man o online.`,
      th: `อัปเกรดอุปกรณ์ของคุณที่ ${b} บัตรของขวัญอิเล็กทรอนิกส์นี้ใช้ซื้อแกดเจ็ตและอุปกรณ์เสริมได้ทั้งที่ร้านและออนไลน์`,
      hk: `於 ${b} 升級你的裝備。此電子禮品卡適用於門市及網店的電子產品及配件。`,
      tw: `在 ${b} 升級你的裝備。此電子禮物卡可於門市或網路商店購買 3C 產品與配件。`,
      in: `${b} पर अपने गैजेट अपग्रेड करें। यह ई-गिफ़्ट कार्ड स्टोर में या ऑनलाइन, गैजेट और एक्सेसरी पर मान्य है।`,
      kr: `${b}에서 장비를 업그레이드하세요. 이 전자 기프트 카드는 매장과 온라인에서 기기와 액세서리 구매에 사용할 수 있습니다.`,
    }),
  },
  'sports-fitness': {
    validityDays: 180,
    channel: 'store',
    voucherName: voucher,
    description: (b) => ({
      en: `Keep moving with ${b}. Use this e-voucher for passes, classes and gear.`,
      ms: `Kekal aktif bersama ${b}. Gunakan e-baucar ini untuk pas, kelas dan kelengkapan.`,
      vi: `Luôn năng động cùng ${b}. Dùng phiếu điện tử này cho thẻ tập, lớp học và dụng cụ.`,
      id: `Tetap aktif bersama ${b}. Gunakan e-voucher ini untuk pass, kelas, dan perlengkapan.`,
      fil: `Manatiling aktibo kasama ang ${b}. Gamitin ang e-voucher na ito sa mga pass, klase at gamit.`,
      th: `ขยับร่างกายไปกับ ${b} ใช้อีวอเชอร์นี้กับบัตรเข้าใช้บริการ คลาสเรียน และอุปกรณ์`,
      hk: `與 ${b} 一起保持活力。此電子禮券可用於入場證、課堂及運動用品。`,
      tw: `和 ${b} 一起動起來。此電子禮券可用於入場票、課程及運動用品。`,
      in: `${b} के साथ सक्रिय रहें। इस ई-वाउचर का इस्तेमाल पास, क्लास और खेल के सामान के लिए करें।`,
      kr: `${b}에서 꾸준히 운동하세요. 이 모바일 상품권은 이용권, 수업, 운동용품에 사용할 수 있습니다.`,
    }),
  },
};

function terms(days: number): LocalizedNames {
  return {
    en: `Valid for ${days} days from the exchange. Not exchangeable for cash and not refundable once used. One voucher per transaction. Cannot be combined with other promotions.`,
    ms: `Sah selama ${days} hari dari tarikh penukaran. Tidak boleh ditukar dengan wang tunai dan tidak boleh dikembalikan setelah digunakan. Satu baucar bagi setiap transaksi. Tidak boleh digabungkan dengan promosi lain.`,
    vi: `Có hiệu lực trong ${days} ngày kể từ ngày đổi. Không quy đổi thành tiền mặt và không hoàn lại sau khi đã sử dụng. Mỗi giao dịch chỉ dùng một phiếu. Không áp dụng cùng các chương trình khuyến mãi khác.`,
    id: `Berlaku selama ${days} hari sejak penukaran. Tidak dapat ditukar dengan uang tunai dan tidak dapat dikembalikan setelah digunakan. Satu voucher per transaksi. Tidak dapat digabungkan dengan promosi lain.`,
    fil: `May bisa sa loob ng ${days} araw mula sa pag-exchange. Hindi mapapalitan ng pera at hindi na maire-refund kapag nagamit na. Isang voucher bawat transaksyon. Hindi maaaring isabay sa ibang promo.`,
    th: `ใช้ได้ภายใน ${days} วันนับจากวันที่แลก ไม่สามารถแลกเปลี่ยนเป็นเงินสดและไม่สามารถขอคืนได้เมื่อใช้แล้ว ใช้ได้หนึ่งใบต่อหนึ่งรายการ ไม่สามารถใช้ร่วมกับโปรโมชันอื่นได้`,
    hk: `兌換後 ${days} 日內有效。不可兌換現金，使用後不設退款。每次交易限用一張。不可與其他優惠同時使用。`,
    tw: `兌換後 ${days} 天內有效。不得兌換現金，使用後恕不退款。每筆交易限用一張。不得與其他優惠併用。`,
    in: `एक्सचेंज की तारीख से ${days} दिनों तक मान्य। नकद में नहीं बदला जा सकता और इस्तेमाल के बाद रिफ़ंड नहीं होगा। एक लेन-देन में एक ही वाउचर। अन्य ऑफ़र के साथ नहीं जोड़ा जा सकता।`,
    kr: `교환일로부터 ${days}일간 유효합니다. 현금으로 교환할 수 없으며 사용 후에는 환불되지 않습니다. 결제 1건당 1매만 사용할 수 있습니다. 다른 프로모션과 중복 사용할 수 없습니다.`,
  };
}

const HOW_TO_USE: Record<CategoryTraits['channel'], LocalizedNames> = {
  store: {
    en: 'Open the voucher in My Gifts and show its QR code at the counter before you pay. The staff will scan it once.',
    ms: 'Buka baucar dalam Hadiah Saya dan tunjukkan kod QR di kaunter sebelum membayar. Kakitangan akan mengimbasnya sekali.',
    vi: 'Mở phiếu trong mục Quà của tôi và đưa mã QR tại quầy trước khi thanh toán. Nhân viên sẽ quét mã một lần.',
    id: 'Buka voucher di Hadiah Saya dan tunjukkan kode QR-nya di kasir sebelum membayar. Petugas akan memindainya satu kali.',
    fil: 'Buksan ang voucher sa Aking mga Regalo at ipakita ang QR code nito sa counter bago magbayad. Isang beses itong ii-scan ng staff.',
    th: 'เปิดบัตรกำนัลในเมนูของขวัญของฉัน แล้วแสดงคิวอาร์โค้ดที่เคาน์เตอร์ก่อนชำระเงิน พนักงานจะสแกนเพียงครั้งเดียว',
    hk: '於「我的禮物」打開禮券，付款前在櫃檯出示 QR 碼，職員掃描一次即可。',
    tw: '在「我的禮物」開啟禮券，結帳前於櫃檯出示 QR 碼，店員掃描一次即可。',
    in: 'मेरे गिफ़्ट में वाउचर खोलें और भुगतान से पहले काउंटर पर उसका QR कोड दिखाएँ। स्टाफ़ उसे एक बार स्कैन करेगा।',
    kr: '내 선물에서 상품권을 열고 결제 전에 카운터에서 QR 코드를 보여 주세요. 직원이 한 번 스캔합니다.',
  },
  online: {
    en: "Open the voucher in My Gifts, copy its code and enter it at checkout on the brand's website or app.",
    ms: 'Buka baucar dalam Hadiah Saya, salin kodnya dan masukkan semasa pembayaran di laman web atau aplikasi jenama.',
    vi: 'Mở phiếu trong mục Quà của tôi, sao chép mã và nhập khi thanh toán trên trang web hoặc ứng dụng của thương hiệu.',
    id: 'Buka voucher di Hadiah Saya, salin kodenya, lalu masukkan saat checkout di situs web atau aplikasi brand.',
    fil: 'Buksan ang voucher sa Aking mga Regalo, kopyahin ang code nito at ilagay sa checkout sa website o app ng brand.',
    th: 'เปิดบัตรกำนัลในเมนูของขวัญของฉัน คัดลอกโค้ด แล้วกรอกตอนชำระเงินบนเว็บไซต์หรือแอปของแบรนด์',
    hk: '於「我的禮物」打開禮券，複製代碼，並在品牌網站或應用程式結帳時輸入。',
    tw: '在「我的禮物」開啟禮券，複製序號，並於品牌官網或 App 結帳時輸入。',
    in: 'मेरे गिफ़्ट में वाउचर खोलें, उसका कोड कॉपी करें और ब्रांड की वेबसाइट या ऐप पर चेकआउट के समय डालें।',
    kr: '내 선물에서 상품권을 열고 코드를 복사한 뒤 브랜드 웹사이트나 앱에서 결제할 때 입력하세요.',
  },
};

/** Value vouchers per market: the amount as shown there, its number (for the id), and its points. */
const DENOMINATIONS: Record<MarketCode, readonly (readonly [string, number, number])[]> = {
  SG: [
    ['S$10', 10, 1_000],
    ['S$25', 25, 2_500],
    ['S$50', 50, 5_000],
  ],
  MY: [
    ['RM20', 20, 600],
    ['RM50', 50, 1_500],
    ['RM100', 100, 3_000],
  ],
  TH: [
    ['฿200', 200, 800],
    ['฿500', 500, 2_000],
    ['฿1,000', 1_000, 4_000],
  ],
  VN: [
    ['100.000₫', 100_000, 550],
    ['200.000₫', 200_000, 1_100],
    ['500.000₫', 500_000, 2_750],
  ],
  ID: [
    ['Rp50.000', 50_000, 430],
    ['Rp100.000', 100_000, 860],
    ['Rp250.000', 250_000, 2_150],
  ],
  PH: [
    ['₱250', 250, 600],
    ['₱500', 500, 1_200],
    ['₱1,000', 1_000, 2_400],
  ],
  HK: [
    ['HK$50', 50, 850],
    ['HK$100', 100, 1_700],
    ['HK$200', 200, 3_400],
  ],
  TW: [
    ['NT$200', 200, 850],
    ['NT$500', 500, 2_100],
    ['NT$1,000', 1_000, 4_200],
  ],
  IN: [
    ['₹250', 250, 400],
    ['₹500', 500, 800],
    ['₹1,000', 1_000, 1_600],
  ],
  KR: [
    ['₩10,000', 10_000, 1_000],
    ['₩30,000', 30_000, 3_000],
    ['₩50,000', 50_000, 5_000],
  ],
};

/** Kado's busiest markets carry every denomination; the others the two smaller ones. */
const FULL_RANGE_MARKETS: readonly MarketCode[] = ['SG', 'MY', 'TH'];

const ICED_LATTE: LocalizedNames = {
  en: 'Kopi Lane Iced Latte',
  ms: 'Latte Ais Kopi Lane',
  vi: 'Latte đá Kopi Lane',
  id: 'Es Latte Kopi Lane',
  fil: 'Iced Latte ng Kopi Lane',
  th: 'ลาเต้เย็น Kopi Lane',
  hk: 'Kopi Lane 凍拿鐵',
  tw: 'Kopi Lane 冰拿鐵',
  in: 'Kopi Lane आइस्ड लाटे',
  kr: 'Kopi Lane 아이스 라테',
};

const MOVIE_TICKET: LocalizedNames = {
  en: 'Nova Cinemas Movie Ticket',
  ms: 'Tiket Wayang Nova Cinemas',
  vi: 'Vé xem phim Nova Cinemas',
  id: 'Tiket Bioskop Nova Cinemas',
  fil: 'Tiket sa Sine ng Nova Cinemas',
  th: 'ตั๋วหนัง Nova Cinemas',
  hk: 'Nova Cinemas 戲票',
  tw: 'Nova Cinemas 電影票',
  in: 'Nova Cinemas मूवी टिकट',
  kr: 'Nova Cinemas 영화 관람권',
};

/** Gifts with names of their own; their ids are stable (tests and links use them). */
const SIGNATURE_GIFTS: readonly GiftListing[] = [
  {
    id: 'kopi-lane-iced-latte-sg',
    brandId: 'kopi-lane',
    market: 'SG',
    points: 450,
    curatedRank: 10,
    names: ICED_LATTE,
  },
  {
    id: 'kopi-lane-10-sg',
    brandId: 'kopi-lane',
    market: 'SG',
    points: 1_000,
    curatedRank: 20,
    names: voucher('Kopi Lane', 'S$10'),
  },
  {
    id: 'harbour-croissant-box-sg',
    brandId: 'harbour-bakehouse',
    market: 'SG',
    points: 1_800,
    curatedRank: 30,
    names: {
      en: 'Harbour Bakehouse Croissant Box',
      ms: 'Kotak Croissant Harbour Bakehouse',
      vi: 'Hộp bánh sừng bò Harbour Bakehouse',
      id: 'Kotak Croissant Harbour Bakehouse',
      fil: 'Kahon ng Croissant ng Harbour Bakehouse',
      th: 'กล่องครัวซองต์ Harbour Bakehouse',
      hk: 'Harbour Bakehouse 牛角酥禮盒',
      tw: 'Harbour Bakehouse 可頌禮盒',
      in: 'Harbour Bakehouse क्रोसां बॉक्स',
      kr: 'Harbour Bakehouse 크루아상 박스',
    },
  },
  {
    id: 'harbour-bakehouse-20-sg',
    brandId: 'harbour-bakehouse',
    market: 'SG',
    points: 2_000,
    curatedRank: 40,
    names: voucher('Harbour Bakehouse', 'S$20'),
  },
  {
    id: 'lumen-books-25-sg',
    brandId: 'lumen-books',
    market: 'SG',
    points: 2_500,
    curatedRank: 50,
    names: {
      en: 'Lumen Books S$25 Gift Card',
      ms: 'Kad Hadiah Lumen Books S$25',
      vi: 'Thẻ quà tặng Lumen Books S$25',
      id: 'Kartu Hadiah Lumen Books S$25',
      fil: 'Lumen Books Gift Card na S$25',
      th: 'บัตรของขวัญ Lumen Books มูลค่า S$25',
      hk: 'Lumen Books S$25 禮品卡',
      tw: 'Lumen Books S$25 禮物卡',
      in: 'Lumen Books S$25 गिफ़्ट कार्ड',
      kr: 'Lumen Books S$25 기프트 카드',
    },
  },
  {
    id: 'petal-stone-massage-sg',
    brandId: 'petal-stone',
    market: 'SG',
    points: 8_800,
    curatedRank: 60,
    names: {
      en: 'Petal & Stone 60-Minute Massage',
      ms: 'Urutan 60 Minit Petal & Stone',
      vi: 'Mát-xa 60 phút tại Petal & Stone',
      id: 'Pijat 60 Menit Petal & Stone',
      fil: '60-Minutong Masahe sa Petal & Stone',
      th: 'นวด 60 นาทีที่ Petal & Stone',
      hk: 'Petal & Stone 60 分鐘按摩',
      tw: 'Petal & Stone 60 分鐘按摩',
      in: 'Petal & Stone 60 मिनट की मालिश',
      kr: 'Petal & Stone 60분 마사지',
    },
  },
  {
    id: 'petal-stone-facial-sg',
    brandId: 'petal-stone',
    market: 'SG',
    points: 5_500,
    curatedRank: 70,
    names: {
      en: 'Petal & Stone Express Facial',
      ms: 'Rawatan Muka Ekspres Petal & Stone',
      vi: 'Chăm sóc da mặt cấp tốc Petal & Stone',
      id: 'Perawatan Wajah Ekspres Petal & Stone',
      fil: 'Express Facial sa Petal & Stone',
      th: 'ทรีตเมนต์ผิวหน้าแบบเร่งด่วน Petal & Stone',
      hk: 'Petal & Stone 快速面部護理',
      tw: 'Petal & Stone 快速臉部保養',
      in: 'Petal & Stone एक्सप्रेस फ़ेशियल',
      kr: 'Petal & Stone 익스프레스 페이셜',
    },
  },
  {
    id: 'nova-movie-ticket-sg',
    brandId: 'nova-cinemas',
    market: 'SG',
    points: 1_300,
    curatedRank: 80,
    names: MOVIE_TICKET,
  },
  {
    id: 'nova-snack-combo-sg',
    brandId: 'nova-cinemas',
    market: 'SG',
    points: 900,
    curatedRank: 90,
    names: {
      en: 'Nova Cinemas Popcorn & Drink Combo',
      ms: 'Kombo Bertih Jagung & Minuman Nova Cinemas',
      vi: 'Combo bắp rang & nước Nova Cinemas',
      id: 'Paket Popcorn & Minuman Nova Cinemas',
      fil: 'Popcorn at Inumin Combo ng Nova Cinemas',
      th: 'ชุดป๊อปคอร์นและเครื่องดื่ม Nova Cinemas',
      hk: 'Nova Cinemas 爆谷汽水套餐',
      tw: 'Nova Cinemas 爆米花飲料套餐',
      in: 'Nova Cinemas पॉपकॉर्न और ड्रिंक कॉम्बो',
      kr: 'Nova Cinemas 팝콘 & 음료 콤보',
    },
  },
  {
    id: 'tropika-mart-30-sg',
    brandId: 'tropika-mart',
    market: 'SG',
    points: 3_000,
    curatedRank: 100,
    names: voucher('Tropika Mart', 'S$30'),
  },
  {
    id: 'tropika-fruit-basket-sg',
    brandId: 'tropika-mart',
    market: 'SG',
    points: 4_500,
    curatedRank: 110,
    names: {
      en: 'Tropika Mart Fresh Fruit Basket',
      ms: 'Bakul Buah-buahan Segar Tropika Mart',
      vi: 'Giỏ trái cây tươi Tropika Mart',
      id: 'Keranjang Buah Segar Tropika Mart',
      fil: 'Basket ng Sariwang Prutas ng Tropika Mart',
      th: 'กระเช้าผลไม้สด Tropika Mart',
      hk: 'Tropika Mart 新鮮水果籃',
      tw: 'Tropika Mart 新鮮水果籃',
      in: 'Tropika Mart ताज़े फलों की टोकरी',
      kr: 'Tropika Mart 신선 과일 바구니',
    },
  },
  {
    id: 'kopi-lane-iced-latte-my',
    brandId: 'kopi-lane',
    market: 'MY',
    points: 400,
    curatedRank: 10,
    names: ICED_LATTE,
  },
  {
    id: 'tropika-mart-50-my',
    brandId: 'tropika-mart',
    market: 'MY',
    points: 1_500,
    curatedRank: 20,
    names: voucher('Tropika Mart', 'RM50'),
  },
  {
    id: 'nova-movie-ticket-my',
    brandId: 'nova-cinemas',
    market: 'MY',
    points: 700,
    curatedRank: 30,
    names: MOVIE_TICKET,
  },
  {
    id: 'kopi-lane-iced-latte-th',
    brandId: 'kopi-lane',
    market: 'TH',
    points: 350,
    curatedRank: 10,
    names: ICED_LATTE,
  },
  {
    id: 'petal-stone-thai-massage-th',
    brandId: 'petal-stone',
    market: 'TH',
    points: 2_200,
    curatedRank: 20,
    names: {
      en: 'Petal & Stone Traditional Thai Massage',
      ms: 'Urutan Tradisional Thai Petal & Stone',
      vi: 'Mát-xa Thái truyền thống tại Petal & Stone',
      id: 'Pijat Tradisional Thailand Petal & Stone',
      fil: 'Tradisyonal na Thai Massage sa Petal & Stone',
      th: 'นวดแผนไทย Petal & Stone',
      hk: 'Petal & Stone 傳統泰式按摩',
      tw: 'Petal & Stone 傳統泰式按摩',
      in: 'Petal & Stone पारंपरिक थाई मालिश',
      kr: 'Petal & Stone 전통 타이 마사지',
    },
  },
];

function categoryTraits(categoryId: string): CategoryTraits {
  const traits = CATEGORY_TRAITS[categoryId];
  if (!traits) throw new Error(`no traits for category ${categoryId}`);
  return traits;
}

const BRANDS_BY_ID = new Map(DEMO_BRANDS.map((b) => [b.id, b]));

function brandOf(brandId: string): DemoBrand {
  const found = BRANDS_BY_ID.get(brandId);
  if (!found) throw new Error(`no brand ${brandId}`);
  return found;
}

/** Every brand's value vouchers in each of its markets, ranked after the signature gifts. */
function valueVouchers(): GiftListing[] {
  return DEMO_BRANDS.flatMap((b) =>
    b.markets.flatMap((market) =>
      DENOMINATIONS[market]
        .slice(0, FULL_RANGE_MARKETS.includes(market) ? 3 : 2)
        .map(([amount, value, points]) => ({
          id: `${b.id}-${value}-${market.toLowerCase()}`,
          brandId: b.id,
          market,
          points,
          curatedRank: 0,
          names: categoryTraits(b.categoryId).voucherName(b.name, amount),
        })),
    ),
  ).map((listing, index) => ({ ...listing, curatedRank: 200 + index * 10 }));
}

/** Signature gifts are well stocked; a few vouchers run low or out, as a real catalog does. */
function stockAt(index: number): number {
  if (index < SIGNATURE_GIFTS.length) return 1_000;
  if (index % 23 === 7) return 0;
  if (index % 13 === 5) return 6;
  return 150 + ((index * 37) % 400);
}

const signatureIds = new Set(SIGNATURE_GIFTS.map((gift) => gift.id));

export const DEMO_GIFTS: readonly DemoGift[] = [
  ...SIGNATURE_GIFTS,
  ...valueVouchers().filter((gift) => !signatureIds.has(gift.id)),
].map((listing, index) => {
  const { categoryId } = brandOf(listing.brandId);
  const traits = categoryTraits(categoryId);
  return {
    ...listing,
    categoryId,
    descriptions: traits.description(brandOf(listing.brandId).name),
    terms: terms(traits.validityDays),
    howToUse: HOW_TO_USE[traits.channel],
    validityDays: traits.validityDays,
    stock: stockAt(index),
    // Counters scan a QR code; online checkouts take a card number and its PIN.
    barcode: traits.channel === 'store' ? 'qr' : 'code128',
    withPin: traits.channel === 'online',
    listedHoursAgo: index * 6,
  };
});
