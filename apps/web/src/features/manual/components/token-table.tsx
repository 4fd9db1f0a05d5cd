import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { readToken, type TokenName } from '@kado/ui';

import './manual.css';

/** The tokens' values as the browser resolved them from tokens.css. */
function useTokenValues(tokens: readonly TokenName[]): Partial<Record<TokenName, string>> {
  const [values, setValues] = useState<Partial<Record<TokenName, string>>>({});
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      setValues(Object.fromEntries(tokens.map((token) => [token, readToken(token)])));
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [tokens]);
  return values;
}

/**
 * A table of design tokens: a live sample drawn with the token, its name and resolved value. The
 * sample reads the token through a custom property set via the CSSOM, which the CSP allows.
 */
export function TokenTable({
  caption,
  tokens,
  sample,
}: {
  caption: string;
  tokens: readonly TokenName[];
  sample: (token: TokenName) => ReactNode;
}) {
  const { t } = useTranslation();
  const values = useTokenValues(tokens);
  return (
    <div className="manual-table-wrap" tabIndex={0}>
      <table className="manual-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('manual.tokens.sample')}</th>
            <th scope="col">{t('manual.tokens.name')}</th>
            <th scope="col">{t('manual.tokens.value')}</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token}>
              <td>{sample(token)}</td>
              <th scope="row">
                <code>{token}</code>
              </th>
              <td>
                <code>{values[token] ?? ''}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A sample element styled by one token through the `--sample` custom property. */
export function TokenSample({
  token,
  className,
  children,
}: {
  token: TokenName;
  className: string;
  children?: ReactNode;
}) {
  const style = { '--sample': `var(${token})` } as CSSProperties;
  return (
    <span className={className} style={style}>
      {children}
    </span>
  );
}
