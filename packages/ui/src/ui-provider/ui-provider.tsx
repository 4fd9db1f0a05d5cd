import { createContext, useContext, useMemo, type ReactNode } from 'react';

import { DEFAULT_UI_STRINGS, type UiStrings } from './strings';

export interface UiSettings {
  /** The design system's own words, in the current language. */
  strings: UiStrings;
  /** BCP 47 tag for Intl (the locale's iso, e.g. en-SG, zh-HK). */
  iso: string;
  /** IANA time zone dates are shown in (the market's). */
  timeZone: string;
  /** Where relative image paths are served from (the image CDN); Image prefixes them with it. */
  imageBaseUrl?: string;
}

const UiContext = createContext<UiSettings>({
  strings: DEFAULT_UI_STRINGS,
  iso: 'en-SG',
  timeZone: 'Asia/Singapore',
});

export interface UiProviderProps extends UiSettings {
  children: ReactNode;
}

/** Gives every part below it the words, the locale and the time zone to speak and format with. */
export function UiProvider({ strings, iso, timeZone, imageBaseUrl, children }: UiProviderProps) {
  const value = useMemo(
    () => ({ strings, iso, timeZone, imageBaseUrl }),
    [strings, iso, timeZone, imageBaseUrl],
  );
  return <UiContext value={value}>{children}</UiContext>;
}

export function useUi(): UiSettings {
  return useContext(UiContext);
}

/** The design system's strings, from the nearest UiProvider (English without one). */
export function useUiStrings(): UiStrings {
  return useContext(UiContext).strings;
}
