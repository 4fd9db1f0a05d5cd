/**
 * Just enough of a browser for HTTP-level tests: a cookie jar per host (ports ignored, like real
 * cookies), manual redirects, and submitting the one form on a page.
 */
export interface Page {
  url: string;
  status: number;
  html: string;
  headers: Headers;
}

interface Cookie {
  value: string;
  attributes: string;
}

export class Browser {
  /** host → name → cookie */
  readonly jar = new Map<string, Map<string, Cookie>>();
  /** Every response seen: for "no token reaches the browser" checks. */
  readonly seen: { url: string; headers: string; body: string }[] = [];

  cookiesFor(url: string) {
    return this.jar.get(new URL(url).hostname) ?? new Map<string, Cookie>();
  }

  cookieHeader(url: string) {
    return [...this.cookiesFor(url)].map(([name, c]) => `${name}=${c.value}`).join('; ');
  }

  setCookie(url: string, name: string, value: string) {
    const host = new URL(url).hostname;
    const cookies = this.jar.get(host) ?? new Map<string, Cookie>();
    cookies.set(name, { value, attributes: '' });
    this.jar.set(host, cookies);
  }

  #store(url: string, headers: Headers) {
    const host = new URL(url).hostname;
    const cookies = this.jar.get(host) ?? new Map<string, Cookie>();
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, { value, attributes: attributes.join(';').trim() });
    }
    this.jar.set(host, cookies);
  }

  async request(url: string, init: RequestInit = {}): Promise<Page> {
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.#store(url, response.headers);
    const html = await response.text();
    this.seen.push({ url, headers: JSON.stringify([...response.headers]), body: html });
    return { url, status: response.status, html, headers: response.headers };
  }

  /** Follows redirects until a page answers, or until `stopAt` matches a redirect target. */
  async goto(url: string, stopAt?: (target: string) => boolean): Promise<Page> {
    let current = url;
    for (let hops = 0; hops < 20; hops++) {
      const page = await this.request(current);
      const location = page.headers.get('location');
      if (page.status < 300 || page.status >= 400 || !location) return page;
      const next = new URL(location, current).toString();
      if (stopAt?.(next)) return { ...page, url: next };
      current = next;
    }
    throw new Error(`Too many redirects from ${url}`);
  }

  /**
   * Fills and submits the page's form that has a password field (or its only form). `values` fill
   * inputs by name or type; `extra` adds fields such as the pressed button's name and value.
   */
  async submitForm(
    page: Page,
    values: Record<string, string>,
    stopAt?: (target: string) => boolean,
    extra: Record<string, string> = {},
  ) {
    const forms = [...page.html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)];
    const form = forms.find((f) => /type="password"/i.test(f[2] ?? '')) ?? forms[0];
    if (!form) throw new Error(`No form on ${page.url}`);
    const action = /action="([^"]*)"/i.exec(form[1] ?? '')?.[1] ?? page.url;
    const body = new URLSearchParams();
    for (const input of (form[2] ?? '').matchAll(/<input\b([^>]*)>/gi)) {
      const attributes = input[1] ?? '';
      const name = /name="([^"]*)"/i.exec(attributes)?.[1];
      const type = /type="([^"]*)"/i.exec(attributes)?.[1] ?? 'text';
      if (!name) continue;
      const value = values[name] ?? values[type] ?? /value="([^"]*)"/i.exec(attributes)?.[1] ?? '';
      body.set(name, value.replace(/&amp;/g, '&'));
    }
    for (const [name, value] of Object.entries(extra)) body.set(name, value);
    let target = new URL(action.replace(/&amp;/g, '&'), page.url).toString();
    const post = {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(page.url).origin,
      },
      body,
    };
    let response = await this.request(target, post);
    // 307 and 308 send the same form on, as a browser does.
    while (
      (response.status === 307 || response.status === 308) &&
      response.headers.get('location')
    ) {
      target = new URL(response.headers.get('location') ?? '', target).toString();
      response = await this.request(target, post);
    }
    const location = response.headers.get('location');
    if (!location) return response;
    const next = new URL(location, target).toString();
    if (stopAt?.(next)) return { ...response, url: next };
    return this.goto(next, stopAt);
  }
}
