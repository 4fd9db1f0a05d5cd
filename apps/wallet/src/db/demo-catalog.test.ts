import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { LOCALE_CODES, type LocaleCode } from '@kado/shared';
import { giftUpsertSchema } from '@kado/shared/schemas';

import catalogFile from './demo-catalog/catalog.json';
import {
  buildDemoCatalog,
  DEMO_BRANDS,
  DEMO_GIFTS,
  descriptionKey,
  type DemoCatalogFiles,
} from './demo-catalog.js';

type Json = Record<string, unknown>;

const TEXTS_DIR = new URL('./demo-catalog/texts/', import.meta.url);
const textFiles = Object.fromEntries(
  readdirSync(TEXTS_DIR).map((name) => [
    name,
    JSON.parse(readFileSync(new URL(name, TEXTS_DIR), 'utf8')) as Json,
  ]),
);

/** Fresh copies of the real files, for a test to break one. */
function files(): { catalog: Json; texts: Record<LocaleCode, Json> } {
  return structuredClone({
    catalog: catalogFile,
    texts: Object.fromEntries(
      LOCALE_CODES.map((code) => [code, textFiles[`${code}.json`]]),
    ) as Record<LocaleCode, Json>,
  });
}

const build = (f: DemoCatalogFiles) => () => buildDemoCatalog(f);

describe('the demo catalog', () => {
  it('would pass the operator upsert: texts in all ten locales, each in its script', () => {
    const refused = DEMO_GIFTS.flatMap((gift) => {
      const parsed = giftUpsertSchema.safeParse({
        brandId: gift.brandId,
        categoryId: gift.categoryId,
        market: gift.market,
        points: gift.points,
        validityDays: gift.validityDays,
        curatedRank: gift.curatedRank,
        names: gift.names,
        descriptions: gift.descriptions,
        terms: gift.terms,
        howToUse: gift.howToUse,
      });
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => `${gift.id}: ${issue.path.join('.')}`);
    });
    expect(refused).toEqual([]);
  });

  it('is read from one texts file per locale, each one a translator can open', () => {
    expect(Object.keys(textFiles).sort()).toEqual(
      LOCALE_CODES.map((code) => `${code}.json`).sort(),
    );
    const built = buildDemoCatalog(files());
    expect(built.gifts).toEqual(DEMO_GIFTS);
    const latte = built.gifts.find((gift) => gift.id === 'kopi-lane-iced-latte-sg');
    expect(latte?.names.th).toBe('ลาเต้เย็น Kopi Lane');
    expect(latte?.terms.en).toContain('Valid for 90 days');
    // Every placeholder is filled in.
    for (const gift of built.gifts) {
      for (const text of [gift.names, gift.descriptions, gift.terms, gift.howToUse]) {
        for (const code of LOCALE_CODES) expect(text[code], gift.id).not.toMatch(/[{}]/);
      }
    }
  });

  it('refuses a texts file with a missing text, naming the file and the field', () => {
    const broken = files();
    const descriptions = broken.texts.th.descriptions as Record<string, string>;
    const [key = ''] = Object.keys(descriptions);
    broken.texts.th.descriptions = Object.fromEntries(
      Object.entries(descriptions).filter(([name]) => name !== key),
    );
    expect(build(broken)).toThrow(`demo-catalog/texts/th.json: descriptions.${key}:`);
  });

  it('refuses a template that lost its placeholder, and a text nobody uses', () => {
    const lost = files();
    lost.texts.kr.terms = '교환일로부터 유효합니다.';
    expect(build(lost)).toThrow(/demo-catalog\/texts\/kr\.json: terms: must contain \{days\}/);
    const extra = files();
    (extra.texts.vi.products as Record<string, string>)['mango-frappe'] = '{brand} Frappe';
    expect(build(extra)).toThrow('demo-catalog/texts/vi.json: products:');
  });

  it('refuses a catalog.json entry it cannot use, naming the field', () => {
    const colour = files();
    (colour.catalog.brands as Json[])[2]!.color = 'red';
    expect(build(colour)).toThrow('demo-catalog/catalog.json: brands.2.color:');
    const kind = files();
    (kind.catalog.brands as Json[])[0]!.kind = 'spaceship';
    expect(build(kind)).toThrow('demo-catalog/catalog.json: brands.0.kind: no kind spaceship');
  });

  describe('texts that fit the gift and how it is redeemed', () => {
    const texts = files().texts as Record<
      LocaleCode,
      { descriptions: Record<string, string>; howToUse: Record<string, string> }
    >;
    const kinds = catalogFile.kinds as Record<string, { product?: true }>;
    const brandOf = (id: string) => DEMO_BRANDS.find((brand) => brand.id === id)!;
    const valueVouchers = DEMO_GIFTS.filter((gift) => /-\d+-[a-z]{2}$/.test(gift.id));
    const products = DEMO_GIFTS.filter((gift) => !valueVouchers.includes(gift));

    it('gives every gift the texts of its own kind and channel, in every locale', () => {
      for (const gift of DEMO_GIFTS) {
        const brand = brandOf(gift.brandId);
        for (const code of LOCALE_CODES) {
          const template = texts[code].descriptions[descriptionKey(gift.kind, gift.channel)];
          expect(gift.descriptions[code], `${gift.id} ${code}`).toBe(
            template?.replace('{brand}', brand.name),
          );
          expect(gift.howToUse[code], `${gift.id} ${code}`).toBe(
            texts[code].howToUse[gift.channel],
          );
        }
      }
    });

    it('describes a product as that product, and a value voucher as what the brand sells', () => {
      expect(products.length).toBeGreaterThanOrEqual(8);
      for (const gift of products) expect(kinds[gift.kind]?.product, gift.id).toBe(true);
      for (const gift of valueVouchers) {
        const brand = brandOf(gift.brandId);
        expect([gift.id, gift.kind, gift.channel]).toEqual([gift.id, brand.kind, brand.channel]);
        expect(kinds[gift.kind]?.product, gift.id).toBeUndefined();
        // A gift card is described as one, a voucher as a voucher.
        expect(/Gift Card/.test(gift.names.en), gift.id).toBe(
          /gift card/.test(gift.descriptions.en),
        );
      }
    });

    it('says where to redeem it the way its channel works (English read as the witness)', () => {
      const online = /\b(online|website|app)\b/i;
      const inStore =
        /\b(outlets?|shops?|stores?|restaurants?|spas?|cinemas?|venues?|centres?|counters?|box office)\b/i;
      for (const gift of DEMO_GIFTS) {
        for (const text of [gift.descriptions.en, gift.howToUse.en]) {
          const says = [inStore.test(text), online.test(text)];
          const expected = { in_store: [true, false], online: [false, true], both: [true, true] };
          expect([gift.id, text, says]).toEqual([gift.id, text, expected[gift.channel]]);
        }
      }
    });

    it('no longer sells an iced latte as food or a fruit basket at a website checkout', () => {
      const latte = DEMO_GIFTS.find((gift) => gift.id === 'kopi-lane-iced-latte-sg')!;
      expect(latte.descriptions.en).toMatch(/drink/);
      expect(latte.descriptions.en).not.toMatch(/food/);
      const basket = DEMO_GIFTS.find((gift) => gift.id === 'tropika-fruit-basket-sg')!;
      expect(basket.descriptions.en).toMatch(/fruit/);
      expect(basket.howToUse.en).not.toMatch(/website|checkout/);
    });

    it('scans a QR code at a counter and takes a code and PIN online', () => {
      const expected = {
        in_store: ['qr', false],
        online: ['code128', true],
        both: ['qr', true],
      } as const;
      for (const gift of DEMO_GIFTS) {
        expect([gift.id, gift.barcode, gift.withPin]).toEqual([gift.id, ...expected[gift.channel]]);
      }
      expect(new Set(DEMO_GIFTS.map((gift) => gift.channel))).toEqual(
        new Set(['in_store', 'online', 'both']),
      );
    });
  });

  describe('face values', () => {
    const name = (id: string) => DEMO_GIFTS.find((gift) => gift.id === id)?.names;

    it('are written the way each market writes them', () => {
      expect(name('byte-garden-10000-kr')?.kr).toBe('Byte Garden 10,000원 기프트 카드');
      expect(name('byte-garden-10000-kr')?.en).toBe('Byte Garden ₩10,000 Gift Card');
      expect(name('pho-corner-100000-vn')?.vi).toBe('Voucher Pho Corner 100.000\u00a0₫');
      expect(name('kopi-lane-200-th')?.th).toBe('บัตรกำนัล Kopi Lane มูลค่า ฿200');
      expect(name('satay-republic-50000-id')?.id).toBe('Voucher Satay Republic Rp\u00a050.000');
      expect(name('metro-ride-250-in')?.in).toBe('Metro Ride ₹250 गिफ़्ट कार्ड');
      expect(name('kopi-lane-10-sg')?.en).toBe('Kopi Lane S$10 Voucher');
      expect(name('paper-crane-200-tw')?.tw).toBe('Paper Crane NT$200 禮物卡');
    });

    it('come from the market and the value, never typed into the data files', () => {
      const typed = /[$₫฿₩₱₹]\s?\d|\d\s?[₫원]|RM\s?\d|Rp\s?\d/u;
      expect(JSON.stringify(catalogFile)).not.toMatch(typed);
      for (const text of Object.values(textFiles)) expect(JSON.stringify(text)).not.toMatch(typed);
    });
  });
});
