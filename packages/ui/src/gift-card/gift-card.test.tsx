import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { GiftCard } from './gift-card';

const LONG =
  'Afternoon tea for two with a view over the harbour, scones and a glass of bubbles each';

describe('GiftCard', () => {
  it('links the full name, with brand, points and stock state', () => {
    render(
      <GiftCard
        name={LONG}
        brand="Harbour Hotel"
        points={15500}
        imageSrc="/g.webp"
        href="/g/1"
        stock="low"
      />,
    );
    const link = screen.getByRole('link', { name: LONG });
    expect(link.getAttribute('title')).toBe(LONG);
    expect(link.getAttribute('href')).toBe('/g/1');
    expect(screen.getByText('15,500 points')).toBeTruthy();
    expect(screen.getByText('Only a few left')).toBeTruthy();
    expect(screen.getByText('Harbour Hotel')).toBeTruthy();
  });

  it('draws the link through renderLink for a router', () => {
    render(
      <GiftCard
        name="Coffee"
        brand="Bean"
        points={1}
        imageSrc="/c.webp"
        renderLink={(props) => <a {...props} href="/router/c" />}
      />,
    );
    expect(screen.getByRole('link', { name: 'Coffee' }).getAttribute('href')).toBe('/router/c');
    expect(screen.getByText('1 point')).toBeTruthy();
  });
});
