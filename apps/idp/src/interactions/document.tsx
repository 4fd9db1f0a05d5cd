/** The HTML shell of every IdP page, rendered on the server from packages/ui's components. */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { PRODUCT_NAME, TEXT_DIRECTION, localeInfo, type LocaleCode } from '@kado/shared';
import { Button, CenteredLayout, Logo } from '@kado/ui';

import { FAVICON_PATH, STYLESHEET_PATH } from './styles.js';

export interface PageProps {
  readonly locale: LocaleCode;
  readonly title: string;
  readonly children: ReactNode;
  /** The one script a page may run (the logout's auto-submit), allowed by its CSP nonce. */
  readonly script?: { readonly nonce: string; readonly code: string };
}

/** The SPA's auth layout (the logo above one card), as a whole document. */
function Page({ locale, title, children, script }: PageProps) {
  return (
    <html lang={localeInfo(locale).iso} dir={TEXT_DIRECTION}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title.includes(PRODUCT_NAME) ? title : `${title} · ${PRODUCT_NAME}`}</title>
        <link rel="stylesheet" href={STYLESHEET_PATH} />
        <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
      </head>
      <body>
        <CenteredLayout brand={<Logo name={PRODUCT_NAME} />}>{children}</CenteredLayout>
        {script && (
          <script nonce={script.nonce} dangerouslySetInnerHTML={{ __html: script.code }} />
        )}
      </body>
    </html>
  );
}

/** A page as the HTML the IdP sends. React escapes every text and attribute value. */
export function renderPage(props: PageProps): string {
  return `<!doctype html>\n${renderToStaticMarkup(<Page {...props} />)}\n`;
}

/** The page's heading and the sentence under it. */
export function Heading({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <h1>{title}</h1>
      {intro && <p className="idp-intro">{intro}</p>}
    </>
  );
}

/** A form (no script needed) posting to `action`, with a full-width submit button. */
export function PostForm({
  action,
  submit,
  children,
}: {
  action: string;
  submit: string;
  children?: ReactNode;
}) {
  return (
    <form method="post" action={action} noValidate>
      {children}
      <Button type="submit" block>
        {submit}
      </Button>
    </form>
  );
}

/** Hidden form fields, such as the e-mail link's token and the page language. */
export function Hidden({ fields }: { fields: Readonly<Record<string, string>> }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/** Leaving the interaction: a form button, since it posts (the provider ends the request). */
export function CancelForm({ action, label }: { action: string; label: string }) {
  return (
    <form method="post" action={action}>
      <Button type="submit" variant="ghost" block>
        {label}
      </Button>
    </form>
  );
}

/** A page's one way on (home, or sign in), as a link drawn as the primary button. */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button block render={(props) => <a {...props} href={href} />}>
      {children}
    </Button>
  );
}
