import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { CenteredLayout, Container, PageLayout } from './page-layout';

describe('PageLayout', () => {
  it('gives the page its landmarks: banner, main and contentinfo', () => {
    render(
      <PageLayout skipLinkLabel="Skip to content" header={<p>Head</p>} footer={<p>Foot</p>}>
        <h1>Body</h1>
      </PageLayout>,
    );
    expect(screen.getByRole('banner').textContent).toBe('Head');
    expect(screen.getByRole('main').textContent).toBe('Body');
    expect(screen.getByRole('contentinfo').textContent).toBe('Foot');
  });

  it('puts the skip link first and moves focus to main without touching the URL', async () => {
    render(
      <PageLayout skipLinkLabel="Skip to content" header={<a href="/x">Nav</a>} footer={null}>
        <h1>Body</h1>
      </PageLayout>,
    );
    const before = window.location.href;
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    await userEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(window.location.href).toBe(before);
  });
});

describe('CenteredLayout', () => {
  it('shows the brand above a main card', () => {
    render(<CenteredLayout brand={<span>Logo</span>}>Card</CenteredLayout>);
    expect(screen.getByRole('banner').textContent).toBe('Logo');
    expect(screen.getByRole('main').textContent).toBe('Card');
  });
});

describe('Container', () => {
  it('adds its own class to the given one', () => {
    render(<Container className="hero">x</Container>);
    expect(screen.getByText('x').className).toBe('kado-container hero');
  });
});
