import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name while hiding it from view', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden className="extra">Close menu</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Close menu' });
    const hidden = button.querySelector('span:not([aria-hidden])');
    expect(hidden?.className).toBe('kado-visually-hidden extra');
  });
});
