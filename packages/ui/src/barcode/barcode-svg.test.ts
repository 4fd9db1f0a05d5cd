import {
  BarcodeFormat as ZxingFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { describe, expect, it } from 'vitest';

import { drawBarcode, type BarcodeDrawing } from './barcode-svg';

/** Pixels per drawing unit when rasterising: enough for a reader to find every module. */
const PX = 4;

/** The points of each subpath of an M/L/Z path, in drawing units. */
function subpaths(d: string): [number, number][][] {
  return d
    .split('M')
    .filter(Boolean)
    .map((part) =>
      part
        .replace(/Z/g, '')
        .split('L')
        .map((point) => point.trim().split(/\s+/).map(Number) as [number, number]),
    );
}

/**
 * The drawing as a greyscale bitmap, white around it: stroked bars fill their width, filled shapes
 * are filled even-odd (the rule bwip-js draws with), tested at each pixel's centre.
 */
function rasterise(drawing: BarcodeDrawing) {
  const margin = 8;
  const width = drawing.width * PX + 2 * margin;
  const height = drawing.height * PX + 2 * margin;
  const shapes = drawing.paths.map(({ d, strokeWidth }) => ({ points: subpaths(d), strokeWidth }));
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  for (let py = 0; py < height; py += 1) {
    for (let px = 0; px < width; px += 1) {
      const x = (px - margin + 0.5) / PX;
      const y = (py - margin + 0.5) / PX;
      const dark = shapes.some(({ points, strokeWidth }) => {
        if (strokeWidth !== undefined) {
          // Each bar is one vertical line from the bottom to the top of the drawing.
          return (
            y >= 0 &&
            y <= drawing.height &&
            points.some(([[x0] = [0, 0]]) => Math.abs(x - x0) < strokeWidth / 2)
          );
        }
        let inside = false;
        for (const polygon of points) {
          polygon.forEach(([xa, ya], i) => {
            const [xb, yb] = polygon[(i + 1) % polygon.length] ?? [xa, ya];
            if (ya > y !== yb > y && x < xa + ((y - ya) * (xb - xa)) / (yb - ya)) inside = !inside;
          });
        }
        return inside;
      });
      if (dark) pixels[py * width + px] = 0;
    }
  }
  return { pixels, width, height };
}

function decode(drawing: BarcodeDrawing, format: ZxingFormat): string {
  const { pixels, width, height } = rasterise(drawing);
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [format]],
      [DecodeHintType.PURE_BARCODE, true],
    ]),
  );
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(pixels, width, height)),
  );
  return reader.decode(bitmap).getText();
}

describe('barcode drawings (bwip-js)', () => {
  it('draws a QR code that a reader decodes back to the value, version 1 with its quiet zone', () => {
    const drawing = drawBarcode('qr', 'KADO-VOUCHER-1234');
    // 17 alphanumeric characters at level M fit version 1: 21 modules of 2 units, 4 quiet each side.
    expect(drawing.width).toBe((21 + 2 * 4) * 2);
    expect(drawing.height).toBe(drawing.width);
    expect(decode(drawing, ZxingFormat.QR_CODE)).toBe('KADO-VOUCHER-1234');
  });

  it('draws a Code 128 that a reader decodes back to the value, with ten quiet modules each side', () => {
    const drawing = drawBarcode('code128', '4006381333931234');
    // 16 digits in code set C: start, 8 pairs, check (11 modules each), stop (13), quiet 2 × 10.
    expect(drawing.width).toBe(10 * 11 + 13 + 2 * 10);
    // Start, 8 pairs and check have 3 bars each; stop has 4.
    const bars = drawing.paths.reduce((count, { d }) => count + d.split('M').length - 1, 0);
    expect(bars).toBe(10 * 3 + 4);
    expect(decode(drawing, ZxingFormat.CODE_128)).toBe('4006381333931234');
  });

  it('decodes a long alphanumeric Code 128 too', () => {
    const value = 'KADO-7Q2MK9TR4HXA-2026';
    expect(decode(drawBarcode('code128', value), ZxingFormat.CODE_128)).toBe(value);
  });
});
