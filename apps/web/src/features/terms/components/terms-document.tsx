import { Fragment } from 'react';

import type { Locale } from '@kado/shared';

import { parseMarkdown } from '../markdown';

export interface TermsDocumentProps {
  /** The locale the document is written in (its `lang`, whatever language the page speaks). */
  locale: Locale;
  source: string;
  /** Shown under the title: the version in force, in the reader's language. */
  meta?: React.ReactNode;
}

/** A terms document: its title as the page heading, then its numbered sections. */
export function TermsDocument({ locale, source, meta }: TermsDocumentProps) {
  const blocks = parseMarkdown(source);
  return (
    <article className="terms-document" lang={locale.iso}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'title':
            return (
              <Fragment key={index}>
                <h1 tabIndex={-1}>{block.text}</h1>
                {meta}
              </Fragment>
            );
          case 'heading':
            return <h2 key={index}>{block.text}</h2>;
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            );
        }
      })}
    </article>
  );
}

/** The first `#` heading of a document: its title, for the browser tab. */
export function termsTitle(source: string): string | null {
  const title = parseMarkdown(source).find((block) => block.kind === 'title');
  return title?.kind === 'title' ? title.text : null;
}
