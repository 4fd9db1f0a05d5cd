/**
 * The barcode library, loaded on demand: a page shows a voucher's code without bwip-js entering the
 * first load. Only the two symbologies are imported, so the chunk carries no other encoder.
 */
import { code128, drawingSVG, qrcode } from 'bwip-js/browser';

import type { BarcodeFormat } from './barcode';

/** One path of bwip-js's SVG: bars are stroked lines (Code 128), modules filled shapes (QR). */
export interface BarcodePath {
  d: string;
  /** Set for stroked bars; filled shapes have none. */
  strokeWidth?: number;
}

export interface BarcodeDrawing {
  /** The drawing's natural size: the symbol and its quiet zone. */
  width: number;
  height: number;
  paths: BarcodePath[];
}

/**
 * The quiet zones scanners need, drawn into the symbol so they scale with it: ten modules each side of
 * a Code 128 (one module is one unit at scale 1), four around a QR code (two units a module).
 */
const CODE128_QUIET_UNITS = 10;
const QR_QUIET_UNITS = 8;

/** The SVG bwip-js draws for `value`; throws when the symbology cannot encode it. */
function barcodeSvg(format: BarcodeFormat, value: string): string {
  return format === 'qr'
    ? qrcode(
        // BWIPP's default error correction for QR is level M (15 %): enough for a scratched screen.
        { bcid: 'qrcode', text: value, scale: 1, padding: QR_QUIET_UNITS },
        drawingSVG(),
      )
    : code128(
        // The bars' height is the box's (the component stretches them); only their widths count.
        { bcid: 'code128', text: value, scale: 1, height: 10, paddingwidth: CODE128_QUIET_UNITS },
        drawingSVG(),
      );
}

/**
 * bwip-js's SVG read back into plain data: only the viewBox and each path's geometry and stroke are
 * kept and drawn black by the component: no markup is inserted and no style attribute reaches the
 * page (the nonce CSP blocks them).
 */
function parseBarcodeSvg(svg: string): BarcodeDrawing {
  const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  const [, , width = 0, height = 0] = (root.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
  const paths = Array.from(root.querySelectorAll('path'), (path): BarcodePath => {
    const strokeWidth = path.getAttribute('stroke-width');
    return {
      d: path.getAttribute('d') ?? '',
      strokeWidth: strokeWidth ? Number(strokeWidth) : undefined,
    };
  });
  return { width, height, paths };
}

export function drawBarcode(format: BarcodeFormat, value: string): BarcodeDrawing {
  return parseBarcodeSvg(barcodeSvg(format, value));
}
