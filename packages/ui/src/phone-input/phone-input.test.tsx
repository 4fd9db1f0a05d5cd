import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { PhoneInput, type PhoneChange } from './phone-input';

const last = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[0] as PhoneChange | undefined;

describe('PhoneInput', () => {
  it('formats a Singapore number as it is typed and reports E.164 once valid', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput defaultMarket="SG" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input.getAttribute('autocomplete')).toBe('tel-national');
    await user.type(input, '9123');
    expect(last(onChange)).toMatchObject({ e164: null, valid: false });
    await user.type(input, '4567');
    expect((input as HTMLInputElement).value).toBe('9123 4567');
    expect(last(onChange)).toEqual({
      e164: '+6591234567',
      market: 'SG',
      national: '9123 4567',
      valid: true,
    });
  });

  it('shows the invalid state after leaving an impossible number', async () => {
    const user = userEvent.setup();
    render(<PhoneInput defaultMarket="MY" />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(input, '12');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Enter a valid mobile number for Malaysia/)).toBeTruthy();
  });

  it('takes a pasted number with spaces, dashes and Thai digits and switches market', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput defaultMarket="SG" onChange={onChange} />);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Country or region code' }),
      'TH',
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '๐๘๑-๒๓๔-๕๖๗๘' } });
    expect(last(onChange)).toMatchObject({ e164: '+66812345678', market: 'TH', valid: true });
  });

  it('picks the market of a pasted international number', () => {
    const onChange = vi.fn();
    render(<PhoneInput defaultMarket="SG" onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '+82 10-1234-5678' } });
    expect(last(onChange)).toMatchObject({ e164: '+821012345678', market: 'KR', valid: true });
  });

  it('takes a number typed key by key from its + and calling code', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput defaultMarket="MY" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(input, '+65 9123 4567');
    expect(last(onChange)).toMatchObject({ e164: '+6591234567', market: 'SG', valid: true });
    expect((input as HTMLInputElement).value).toBe('9123 4567');
    await user.clear(input);
    await user.type(input, '+1 415 555 0100');
    expect(last(onChange)).toMatchObject({ e164: null, valid: false });
    expect((input as HTMLInputElement).value).toBe('+1 415 555 0100');
  });

  it('offers the ten markets with their calling codes', () => {
    render(<PhoneInput />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(10);
    expect(options).toContain('+852 Hong Kong SAR China');
  });
});
