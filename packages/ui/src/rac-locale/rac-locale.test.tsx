/**
 * React Aria's own screen-reader words (the combobox's button and announcements, the popover's
 * hidden "Dismiss") in every Kado locale. React Aria ships none for th, hi, ms, vi, id and fil, and
 * gives zh-HK Simplified Chinese; patches/react-aria@*.patch adds them.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { LOCALES } from '@kado/shared';

import { ComboBox, ComboBoxItem } from '../combobox/combobox';
import { Select, SelectItem } from '../select/select';
import { DEFAULT_UI_STRINGS } from '../ui-provider/strings';
import { UiProvider } from '../ui-provider/ui-provider';

/** The combobox's button and the popover's dismiss button, as each locale's reader hears them. */
const EXPECTED: Record<string, { showSuggestions: string; dismiss: string }> = {
  'en-SG': { showSuggestions: 'Show suggestions', dismiss: 'Dismiss' },
  'th-TH': { showSuggestions: 'แสดงคำแนะนำ', dismiss: 'ปิด' },
  'ko-KR': { showSuggestions: '제안 사항 표시', dismiss: '닫기' },
  'vi-VN': { showSuggestions: 'Hiện gợi ý', dismiss: 'Đóng' },
  'zh-HK': { showSuggestions: '顯示建議', dismiss: '關閉' },
  'zh-TW': { showSuggestions: '顯示建議', dismiss: '關閉' },
  'hi-IN': { showSuggestions: 'सुझाव दिखाएँ', dismiss: 'बंद करें' },
  'ms-MY': { showSuggestions: 'Tunjukkan cadangan', dismiss: 'Tutup' },
  'id-ID': { showSuggestions: 'Tampilkan saran', dismiss: 'Tutup' },
  'fil-PH': { showSuggestions: 'Ipakita ang mga mungkahi', dismiss: 'Isara' },
};

function inLocale(iso: string, children: React.ReactNode) {
  return (
    <UiProvider strings={DEFAULT_UI_STRINGS} iso={iso} timeZone="Asia/Singapore">
      {children}
    </UiProvider>
  );
}

describe('React Aria speaks each Kado locale', () => {
  it('covers every locale Kado has', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(LOCALES.map((locale) => locale.iso).sort());
  });

  for (const [iso, words] of Object.entries(EXPECTED)) {
    it(`${iso}: the combobox's button and the popover's dismiss button`, async () => {
      const user = userEvent.setup();
      const { unmount } = render(
        inLocale(
          iso,
          <ComboBox label="Brand">
            <ComboBoxItem id="a">Acme</ComboBoxItem>
          </ComboBox>,
        ),
      );
      // Its name is this label and the field's ("Show suggestions Brand").
      expect(document.querySelector('.kado-combobox__button')?.getAttribute('aria-label')).toBe(
        words.showSuggestions,
      );
      unmount();

      render(
        inLocale(
          iso,
          <Select label="Brand">
            <SelectItem id="a">Acme</SelectItem>
          </Select>,
        ),
      );
      await user.click(screen.getByRole('button'));
      expect(
        screen.getAllByRole('button', { name: words.dismiss, hidden: true }).length,
      ).toBeGreaterThan(0);
    });
  }
});
