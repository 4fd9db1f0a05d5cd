import { useEffect, useState } from 'react';

import { cx } from '../class-names';
import { useUiStrings } from '../ui-provider/ui-provider';
import { importWithRetry } from '../lazy/import-with-retry';
import type { BarcodeDrawing } from './barcode-svg';
import './barcode.css';

export type BarcodeFormat = 'qr' | 'code128';

export interface BarcodeProps {
  format: BarcodeFormat;
  /** What the code encodes (the voucher's payload). */
  value: string;
  /** What a screen reader hears, e.g. "Barcode for code 1234 5678". */
  label?: string;
  /** md fits a voucher card; lg fills a phone screen for the till (counter mode). */
  size?: 'md' | 'lg';
  className?: string;
}

const loadBarcodeSvg = () => importWithRetry(() => import('./barcode-svg'));

/**
 * A QR code or Code 128 barcode drawn by bwip-js as SVG in the browser (never an image from
 * elsewhere), black on white with its quiet zone in both themes so a scanner reads it off a screen.
 */
export function Barcode({ format, value, label, size = 'md', className }: BarcodeProps) {
  const strings = useUiStrings();
  const key = `${format}|${value}`;
  // What was drawn, and for which code: a new value shows the loading state until it is drawn.
  const [drawn, setDrawn] = useState<{ key: string; drawing: BarcodeDrawing | null } | null>(null);

  useEffect(() => {
    let current = true;
    // A failed import rejects on to the app's chunk-reload guard; a failed encoding does not.
    void loadBarcodeSvg().then(({ drawBarcode }) => {
      let drawing: BarcodeDrawing | null = null;
      try {
        drawing = drawBarcode(format, value);
      } catch {
        // A value this symbology cannot encode: the box stays empty, the code's digits still show.
      }
      if (current) setDrawn({ key, drawing });
    });
    return () => {
      current = false;
    };
  }, [key, format, value]);

  const ready = drawn?.key === key;
  const drawing = ready ? drawn.drawing : null;
  return (
    <div
      className={cx('kado-barcode', `kado-barcode--${format}`, `kado-barcode--${size}`, className)}
      role="img"
      aria-label={label ?? (format === 'qr' ? strings.barcode.qr : strings.barcode.code128)}
      aria-busy={ready ? undefined : true}
      data-ready={ready}
    >
      {drawing && (
        <svg
          className="kado-barcode__svg"
          viewBox={`0 0 ${drawing.width} ${drawing.height}`}
          // Bars stretch to the box (their widths stay in proportion); a QR code stays square.
          preserveAspectRatio={format === 'qr' ? undefined : 'none'}
          shapeRendering="crispEdges"
          aria-hidden="true"
          focusable="false"
        >
          <rect width={drawing.width} height={drawing.height} fill="#ffffff" />
          {drawing.paths.map(({ d, strokeWidth }) =>
            strokeWidth === undefined ? (
              <path key={d} d={d} fill="#000000" fillRule="evenodd" />
            ) : (
              <path key={d} d={d} fill="none" stroke="#000000" strokeWidth={strokeWidth} />
            ),
          )}
        </svg>
      )}
    </div>
  );
}
