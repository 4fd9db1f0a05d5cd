import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Barcode } from './barcode';

/** Waits until the lazily loaded bwip-js has drawn the code, and returns its SVG. */
async function drawnSvg(image: HTMLElement): Promise<SVGSVGElement> {
  await waitFor(() => {
    expect(image.getAttribute('data-ready')).toBe('true');
  });
  const svg = image.querySelector('svg');
  if (!svg) throw new Error('no SVG drawn');
  return svg;
}

describe('Barcode', () => {
  it('draws a QR code as filled SVG paths, named for screen readers', async () => {
    render(<Barcode format="qr" value="KADO-VOUCHER-1234" label="Code for voucher 1234" />);
    const svg = await drawnSvg(screen.getByRole('img', { name: 'Code for voucher 1234' }));
    // Version 1 (21 modules) with a 4-module quiet zone, 2 units a module.
    expect(svg.getAttribute('viewBox')).toBe('0 0 58 58');
    expect(svg.querySelector('path[fill="#000000"]')?.getAttribute('d')?.length).toBeGreaterThan(
      100,
    );
  });

  it('draws a Code 128 barcode as stroked bars, with a default name', async () => {
    render(<Barcode format="code128" value="1234567890123456" />);
    const svg = await drawnSvg(screen.getByRole('img', { name: 'Barcode' }));
    expect(svg.getAttribute('viewBox')).toBe('0 0 143 29');
    expect(svg.querySelectorAll('path[stroke="#000000"]').length).toBeGreaterThan(0);
  });

  it('redraws in the other symbology when the format changes', async () => {
    const { rerender } = render(<Barcode format="qr" value="1234567890123456" label="Code" />);
    await drawnSvg(screen.getByRole('img', { name: 'Code' }));
    rerender(<Barcode format="code128" value="1234567890123456" label="Code" />);
    const image = screen.getByRole('img', { name: 'Code' });
    await waitFor(() => {
      expect(image.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 143 29');
    });
    expect(image.getAttribute('data-ready')).toBe('true');
  });

  it('sets no style attribute, which the nonce CSP would block', async () => {
    render(<Barcode format="code128" value="1234567890123456" />);
    const image = screen.getByRole('img', { name: 'Barcode' });
    await drawnSvg(image);
    expect(image.querySelectorAll('[style]')).toHaveLength(0);
  });
});
