import { useEffect, useRef, useState } from 'react';

import { cx } from '../class-names';
import { useUiStrings } from '../ui-provider/ui-provider';
import { importWithRetry } from '../lazy/import-with-retry';
import type { QrMatrix } from './barcode-paths';
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

const loadPaths = () => importWithRetry(() => import('./barcode-paths'));

/**
 * A QR code or Code 128 barcode drawn as SVG in the browser (never an image from elsewhere), black on
 * white with a quiet zone in both themes so a scanner reads it off a phone screen.
 */
export function Barcode({ format, value, label, size = 'md', className }: BarcodeProps) {
  const strings = useUiStrings();
  const key = `${format}|${size}|${value}`;
  // What was drawn, and for which code: a new value shows the loading state until it is drawn.
  const [drawn, setDrawn] = useState<{ key: string; qr: QrMatrix | null } | null>(null);
  const svg = useRef<SVGSVGElement>(null);

  useEffect(() => {
    let current = true;
    void loadPaths().then(async (paths) => {
      if (format === 'qr') {
        const matrix = await paths.qrMatrix(value);
        if (current) setDrawn({ key, qr: matrix });
      } else if (svg.current) {
        await paths.drawCode128(svg.current, value, size === 'lg' ? 140 : 90);
        if (current) setDrawn({ key, qr: null });
      }
    });
    return () => {
      current = false;
    };
  }, [key, format, value, size]);

  const ready = drawn?.key === key;
  const qr = ready ? drawn.qr : null;
  return (
    <div
      className={cx('kado-barcode', `kado-barcode--${format}`, `kado-barcode--${size}`, className)}
      role="img"
      aria-label={label ?? (format === 'qr' ? strings.barcode.qr : strings.barcode.code128)}
      aria-busy={ready ? undefined : true}
      data-ready={ready}
    >
      {format === 'qr' ? (
        qr && (
          <svg
            className="kado-barcode__svg"
            viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}
            shapeRendering="crispEdges"
            aria-hidden="true"
            focusable="false"
          >
            <rect x={-2} y={-2} width={qr.size + 4} height={qr.size + 4} fill="#ffffff" />
            <path d={qr.path} fill="#000000" />
          </svg>
        )
      ) : (
        <svg
          ref={svg}
          className="kado-barcode__svg"
          aria-hidden="true"
          focusable="false"
          preserveAspectRatio="none"
        />
      )}
    </div>
  );
}
