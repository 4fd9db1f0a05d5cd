import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DEFAULT_UI_STRINGS } from '../ui-provider/strings';
import { UiProvider } from '../ui-provider/ui-provider';
import { Image, resolveImageSrc } from './image';

describe('Image', () => {
  it('is lazy in a fixed frame by default, eager with high priority for the LCP', () => {
    render(
      <>
        <Image src="/a.png" alt="A" />
        <Image src="/b.png" alt="B" priority ratio="1" />
      </>,
    );
    const a = screen.getByRole('img', { name: 'A' });
    const b = screen.getByRole('img', { name: 'B' });
    expect(a.getAttribute('loading')).toBe('lazy');
    expect(a.getAttribute('width')).toBe('640');
    // The default 16 / 10 frame is image.css's: no style attribute, which a strict CSP would drop
    // from server-rendered HTML; another ratio is set on the element.
    expect(a.getAttribute('style')).toBeNull();
    expect(b.style.aspectRatio).toBe('1 / 1');
    expect(b.getAttribute('loading')).toBe('eager');
    expect(b.getAttribute('fetchpriority')).toBe('high');
  });

  it('serves relative paths from the image CDN', () => {
    expect(resolveImageSrc('gifts/1.webp', 'https://img.example/')).toBe(
      'https://img.example/gifts/1.webp',
    );
    expect(resolveImageSrc('/favicon.svg', 'https://img.example')).toBe('/favicon.svg');
    expect(resolveImageSrc('https://x.test/a.png', 'https://img.example')).toBe(
      'https://x.test/a.png',
    );
    render(
      <UiProvider
        strings={DEFAULT_UI_STRINGS}
        iso="en-SG"
        timeZone="Asia/Singapore"
        imageBaseUrl="https://img.example"
      >
        <Image src="gifts/1.webp" alt="" />
      </UiProvider>,
    );
    expect(document.querySelector('img')?.getAttribute('src')).toBe(
      'https://img.example/gifts/1.webp',
    );
  });
});
