import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { TextField } from '../text-field/text-field';
import { ErrorSummary } from './error-summary';

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} focusKey={1} />);
    expect(container.innerHTML).toBe('');
  });

  it('takes focus after a failed submit and links each problem to its field', async () => {
    const user = userEvent.setup();
    const errors = [{ fieldId: 'email', message: 'Enter an e-mail' }];
    const { rerender } = render(
      <>
        <ErrorSummary errors={errors} focusKey={1} />
        <TextField id="email" label="E-mail" error="Enter an e-mail" />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    screen.getByRole('heading', { name: 'Please check these fields' });
    await user.click(screen.getByRole('link', { name: 'Enter an e-mail' }));
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));

    rerender(
      <>
        <ErrorSummary errors={errors} focusKey={1} />
        <TextField id="email" label="E-mail" error="Enter an e-mail" />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });
});
