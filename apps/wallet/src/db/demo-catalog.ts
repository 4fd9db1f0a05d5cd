/**
 * The demo catalog of the embedded default: fictional brands, names in all ten locales. Brand
 * names are proper nouns and stay as they are; the words around them are translated.
 */
import type { LocaleCode, MarketCode } from '@kado/shared';

export type LocalizedNames = Record<LocaleCode, string>;

export interface DemoCategory {
  readonly id: string;
  readonly names: LocalizedNames;
}

export interface DemoBrand {
  readonly id: string;
  readonly name: string;
  readonly color: string;
  readonly categoryId: string;
}

export interface DemoGift {
  readonly id: string;
  readonly brandId: string;
  readonly market: MarketCode;
  readonly points: number;
  readonly curatedRank: number;
  readonly names: LocalizedNames;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    id: 'food-drink',
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
];

export const DEMO_BRANDS: readonly DemoBrand[] = [
  { id: 'kopi-lane', name: 'Kopi Lane', color: '#6f4e37', categoryId: 'food-drink' },
  {
    id: 'harbour-bakehouse',
    name: 'Harbour Bakehouse',
    color: '#c2410c',
    categoryId: 'food-drink',
  },
  { id: 'lumen-books', name: 'Lumen Books', color: '#1d4ed8', categoryId: 'shopping' },
  { id: 'tropika-mart', name: 'Tropika Mart', color: '#15803d', categoryId: 'shopping' },
  { id: 'petal-stone', name: 'Petal & Stone', color: '#be185d', categoryId: 'beauty-wellness' },
  { id: 'nova-cinemas', name: 'Nova Cinemas', color: '#6d28d9', categoryId: 'entertainment' },
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

export const DEMO_GIFTS: readonly DemoGift[] = [
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
