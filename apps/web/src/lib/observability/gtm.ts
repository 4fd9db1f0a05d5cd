/**
 * Google Tag Manager, only when the BFF's runtime config names a container (GTM_ID). The loader is
 * a script element carrying the page's CSP nonce; page views go to the dataLayer with the address
 * anonymised (the route's pattern: no ids, query string or hash).
 */
import { anonymiseUrl } from './scrub';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/** The nonce Vite's `html.cspNonce` put on the page (the BFF swapped in this response's value). */
export function pageNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

export function loadGtm(gtmId: string, doc: Document = document): boolean {
  if (!GTM_ID_PATTERN.test(gtmId)) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  const nonce = pageNonce(doc);
  if (nonce) script.nonce = nonce;
  doc.head.append(script);
  return true;
}

export function pageView(url: string, routePattern: string | null, title: string): void {
  window.dataLayer = window.dataLayer ?? [];
  const location = anonymiseUrl(url, routePattern);
  window.dataLayer.push({
    event: 'page_view',
    page_location: location,
    page_path: new URL(location, 'http://kado.invalid').pathname,
    page_title: title,
  });
}
