import { useEffect, useRef, type ComponentProps, type MouseEvent, type ReactNode } from 'react';

import { cx } from '../class-names';
import './page-layout.css';

const MAIN_ID = 'main';

/** The first focusable element of a page: jumps keyboard users past the header to the content. */
export function SkipLink({ label, targetId = MAIN_ID }: { label: string; targetId?: string }) {
  // Moves focus instead of changing the URL hash, so the router and scroll handling stay out of it.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="kado-skip-link" href={`#${targetId}`} onClick={skip}>
      {label}
    </a>
  );
}

export interface PageLayoutProps {
  skipLinkLabel: string;
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/** The custom property page-layout.css keeps the page's scroll padding with: the header's height. */
const HEADER_HEIGHT_PROPERTY = '--kado-header-height';

/**
 * Keeps the sticky header's height (it wraps on narrow screens) on the root element, so whatever
 * is focused or scrolled into view stops below the header instead of under it. Set through the
 * CSSOM, which a strict CSP allows (it forbids only style attributes in markup).
 */
function useHeaderHeight() {
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, []);
  return header;
}

/** The default page frame: skip link, header, the focusable main region and the footer. */
export function PageLayout({ skipLinkLabel, header, footer, children }: PageLayoutProps) {
  const headerRef = useHeaderHeight();
  return (
    <div className="kado-page">
      <SkipLink label={skipLinkLabel} />
      <header ref={headerRef} className="kado-page__header">
        {header}
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="kado-page__main">
        {children}
      </main>
      <footer className="kado-page__footer">{footer}</footer>
    </div>
  );
}

export interface CenteredLayoutProps {
  /** Shown above the card, usually the logo linking home. */
  brand: ReactNode;
  children: ReactNode;
}

/** A single centred card, for short focused steps such as starting sign-in. */
export function CenteredLayout({ brand, children }: CenteredLayoutProps) {
  return (
    <div className="kado-centered">
      <header className="kado-centered__brand">{brand}</header>
      <main id={MAIN_ID} tabIndex={-1} className="kado-centered__card">
        {children}
      </main>
    </div>
  );
}

/** Centres content at the layout's maximum width with the page's side padding. */
export function Container({ className, children, ...rest }: ComponentProps<'div'>) {
  return (
    <div className={cx('kado-container', className)} {...rest}>
      {children}
    </div>
  );
}
