import { giftPageSchema } from '@kado/shared/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { responseSerializerCompiler } from './serializer.js';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('the response serializer', () => {
  const gift = {
    id: 'kopi-lane-10-sg',
    name: 'Kopi Lane $10',
    brand: { id: 'kopi-lane', name: 'Kopi Lane' },
    category: { id: 'food-drink', name: 'Food & drink' },
    points: 1000,
    imagePath: 'gifts/kopi-lane-10-sg.svg',
    market: 'SG',
  };

  it('writes an answer as JSON.stringify would', () => {
    const page = { items: [gift], nextCursor: null };
    expect(JSON.parse(compile(giftPageSchema)(page))).toEqual(page);
  });

  it('writes only what the schema declares, at every depth', () => {
    const serialize = compile(giftPageSchema);
    const leaky = {
      items: [{ ...gift, stock: 3, brand: { ...gift.brand, secret: 'x' } }],
      nextCursor: 'abc',
      accountId: 'someone',
    };
    expect(JSON.parse(serialize(leaky))).toEqual({ items: [gift], nextCursor: 'abc' });
  });

  it('fails on a missing required property instead of answering without it', () => {
    const { points: _points, ...pointless } = gift;
    expect(() => compile(giftPageSchema)({ items: [pointless], nextCursor: null })).toThrow(
      /points/,
    );
  });

  it('keeps nullable and optional properties as they are', () => {
    const schema = z.object({ a: z.string().nullable(), b: z.number().optional() });
    expect(JSON.parse(compile(schema)({ a: null }))).toEqual({ a: null });
    expect(JSON.parse(compile(schema)({ a: 'x', b: 2 }))).toEqual({ a: 'x', b: 2 });
  });
});
