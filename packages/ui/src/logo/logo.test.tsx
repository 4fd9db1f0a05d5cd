import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Logo } from './logo';

describe('Logo', () => {
  it('names the link it sits in with the word mark and hides the drawing', () => {
    render(
      <a href="/">
        <Logo name="Kado" />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Kado' });
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
