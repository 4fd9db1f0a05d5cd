import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Barcode } from './barcode';

describe('Barcode', () => {
  it('draws a QR code as SVG paths, named for screen readers', async () => {
    render(<Barcode format="qr" value="KADO-VOUCHER-1234" label="Code for voucher 1234" />);
    const image = screen.getByRole('img', { name: 'Code for voucher 1234' });
    await waitFor(
      () => {
        expect(image.getAttribute('data-ready')).toBe('true');
      },
      { timeout: 5000 },
    );
    const path = image.querySelector('path')?.getAttribute('d') ?? '';
    expect(path.length).toBeGreaterThan(100);
  });

  it('draws a Code 128 barcode with bars', async () => {
    render(<Barcode format="code128" value="123456789012" />);
    const image = screen.getByRole('img', { name: 'Barcode' });
    await waitFor(
      () => {
        expect(image.getAttribute('data-ready')).toBe('true');
      },
      { timeout: 5000 },
    );
    expect(image.querySelectorAll('rect').length).toBeGreaterThan(20);
  });
});
