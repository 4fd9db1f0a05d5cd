import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ComboBox, ComboBoxItem } from '../combobox/combobox';
import { Select, SelectItem } from './select';

describe('Select', () => {
  it('opens with the keyboard, moves with arrows and picks with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select label="Brand" onChange={onChange}>
        <SelectItem id="a">Acme</SelectItem>
        <SelectItem id="b">Bloom</SelectItem>
        <SelectItem id="c">Café</SelectItem>
      </Select>,
    );
    await user.tab();
    const trigger = document.activeElement as HTMLElement;
    expect(trigger.textContent).toContain('Choose one');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    // Chromium focuses the first option itself; happy-dom leaves focus on the popover.
    act(() => {
      screen.getByRole('option', { name: 'Acme' }).focus();
    });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('b');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.textContent).toContain('Bloom');
  });

  it('shows its error and marks the choice invalid', () => {
    render(
      <Select label="Brand" error="Choose a brand">
        <SelectItem id="a">Acme</SelectItem>
      </Select>,
    );
    expect(screen.getByText('Choose a brand')).toBeTruthy();
  });
});

describe('ComboBox', () => {
  it('filters the options as you type', async () => {
    const user = userEvent.setup();
    render(
      <ComboBox label="Category">
        <ComboBoxItem id="food">Food</ComboBoxItem>
        <ComboBoxItem id="fun">Fun</ComboBoxItem>
        <ComboBoxItem id="travel">Travel</ComboBoxItem>
      </ComboBox>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Category' }), 'tr');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Travel']);
  });
});
