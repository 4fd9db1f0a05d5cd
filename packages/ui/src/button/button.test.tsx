import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Button } from './button';

describe('Button', () => {
  it('renders a type="button" with its variant and size', () => {
    render(
      <Button variant="secondary" size="lg">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('kado-button--secondary');
    expect(button.className).toContain('kado-button--lg');
  });

  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('marks a loading button busy, keeps it focusable and ignores presses', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Sending
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Off
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Off' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Focus me</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Focus me' }));
  });

  it('draws another element, such as a link, with the button look through render', () => {
    render(
      <Button variant="ghost" loading render={(props) => <a href="/gift-items" {...props} />}>
        Browse gifts
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Browse gifts' });
    expect(link.getAttribute('href')).toBe('/gift-items');
    expect(link.className).toContain('kado-button--ghost');
    expect(link.getAttribute('aria-busy')).toBe('true');
  });
});
