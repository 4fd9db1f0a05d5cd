import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { formatPoints } from '@kado/ui';

import { useLocale } from '../../../lib/i18n';
import { useBalance } from '../api/get-balance';
import './points.css';

/** A one-line balance on the home page for a signed-in user, linking to the wallet. */
export function BalanceStrip() {
  const { t } = useTranslation();
  const { iso } = useLocale();
  const balance = useBalance();
  return (
    <section className="balance-strip" aria-labelledby="balance-strip-title">
      <h2 id="balance-strip-title" className="balance-strip__label">
        {t('points.balanceLabel')}
      </h2>
      <p className="balance-strip__amount" aria-busy={balance.isPending}>
        {balance.data
          ? t('points.amount', {
              count: balance.data.balance,
              points: formatPoints(balance.data.balance, iso),
            })
          : balance.isError
            ? t('points.failed')
            : t('points.loading')}
      </p>
      <Link to="/top" className="balance-strip__link">
        {t('points.openWallet')}
      </Link>
    </section>
  );
}
