import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AlertBanner } from '../alert-banner/alert-banner';
import { Badge, StatusChip } from '../badge/badge';
import { EmptyState } from '../empty-state/empty-state';
import { DEFAULT_UI_STRINGS } from '../ui-provider/strings';
import { UiProvider } from '../ui-provider/ui-provider';
import { PointBalance } from './point-balance';

describe('PointBalance', () => {
  it('groups the figure for the locale and words the unit by its plural rule', () => {
    const { rerender } = render(<PointBalance value={155000} label="Your points" />);
    expect(screen.getByText('155,000').className).toBe('kado-point__number');
    expect(screen.getByText('points')).toBeTruthy();
    rerender(
      <UiProvider strings={DEFAULT_UI_STRINGS} iso="hi-IN" timeZone="Asia/Kolkata">
        <PointBalance value={1} />
      </UiProvider>,
    );
    expect(screen.getByText('1')).toBeTruthy();
    expect(screen.getByText('point')).toBeTruthy();
  });
});

describe('status parts', () => {
  it('badge and chip carry their tone as a class and their words as text', () => {
    render(
      <>
        <Badge tone="warning">Expires soon</Badge>
        <StatusChip tone="success">Active</StatusChip>
      </>,
    );
    expect(screen.getByText('Expires soon').className).toContain('kado-badge--warning');
    expect(screen.getByText('Active').className).toContain('kado-badge--success');
  });

  it('alert banner interrupts for danger and waits its turn otherwise', () => {
    render(
      <>
        <AlertBanner tone="danger">Failed</AlertBanner>
        <AlertBanner tone="success">Saved</AlertBanner>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });

  it('empty state names what is missing and offers the way out', () => {
    render(
      <EmptyState title="No vouchers yet" body="Exchange points" action={<a href="/">Go</a>} />,
    );
    expect(screen.getByRole('heading', { name: 'No vouchers yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go' })).toBeTruthy();
  });
});
