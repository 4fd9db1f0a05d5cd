import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  AlertBanner,
  Badge,
  Button,
  CopyButton,
  EmptyState,
  LoadMore,
  NotificationNav,
  PointBalance,
  SearchNav,
  Skeleton,
  StatusChip,
  TONES,
} from '@kado/ui';

import './manual.css';

/** Badges, banners, empty and loading states, load-more, copy, the points figure and header shells. */
export function StatusExamples() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(12);
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(false);
  const [query, setQuery] = useState('');
  const tone = (name: (typeof TONES)[number]) => t(`kit.status.tones.${name}`);
  return (
    <>
      <section aria-labelledby="status-badges" className="manual-block">
        <h2 id="status-badges">{t('kit.status.badgesTitle')}</h2>
        <div className="manual-row">
          {TONES.map((name) => (
            <Badge key={name} tone={name}>
              {tone(name)}
            </Badge>
          ))}
        </div>
        <div className="manual-row manual-row--spaced">
          {TONES.map((name) => (
            <StatusChip key={name} tone={name}>
              {tone(name)}
            </StatusChip>
          ))}
        </div>
      </section>
      <section aria-labelledby="status-banners" className="manual-block">
        <h2 id="status-banners">{t('kit.status.bannersTitle')}</h2>
        {TONES.map((name) => (
          <AlertBanner key={name} tone={name} role="none" title={tone(name)}>
            {t('kit.status.bannerBody')}
          </AlertBanner>
        ))}
      </section>
      <section aria-labelledby="status-points" className="manual-block">
        <h2 id="status-points">{t('kit.status.pointsTitle')}</h2>
        <div className="manual-row manual-row--spaced">
          <PointBalance value={15500} label={t('kit.status.pointsLabel')} size="lg" />
          <PointBalance value={1} size="sm" />
        </div>
      </section>
      <section aria-labelledby="status-copy" className="manual-block">
        <h2 id="status-copy">{t('kit.status.copyTitle')}</h2>
        <div className="manual-row">
          <code className="manual-code">7Q2M-K9TR-4HXA-88PC</code>
          <CopyButton value="7Q2M-K9TR-4HXA-88PC" />
        </div>
      </section>
      <section aria-labelledby="status-empty" className="manual-block">
        <h2 id="status-empty">{t('kit.status.emptyTitle')}</h2>
        <EmptyState
          headingLevel={3}
          title={t('kit.status.emptyHeading')}
          body={t('kit.status.emptyBody')}
          action={<Button variant="secondary">{t('kit.status.emptyAction')}</Button>}
        />
      </section>
      <section aria-labelledby="status-loading" className="manual-block">
        <h2 id="status-loading">{t('kit.status.loadingTitle')}</h2>
        <p>{t('kit.status.loadingBody')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setLoading(true);
            setTimeout(() => {
              setLoading(false);
            }, 50);
          }}
        >
          {t('kit.status.loadingAction')}
        </Button>
        <div className="manual-stack">
          <Skeleton loading={loading} shape="text">
            <p>{t('kit.status.loaded')}</p>
          </Skeleton>
          <Skeleton shape="card" count={3} />
        </div>
      </section>
      <section aria-labelledby="status-more" className="manual-block">
        <h2 id="status-more">{t('kit.status.moreTitle')}</h2>
        <LoadMore
          shown={shown}
          total={40}
          busy={busy}
          onLoadMore={() => {
            setBusy(true);
            setTimeout(() => {
              setShown((value) => Math.min(40, value + 12));
              setBusy(false);
            }, 600);
          }}
        />
      </section>
      <section aria-labelledby="status-nav" className="manual-block">
        <h2 id="status-nav">{t('kit.status.navTitle')}</h2>
        <div className="manual-row manual-row--nav">
          <SearchNav
            placeholder={t('kit.status.searchPlaceholder')}
            onSearch={(value) => {
              setQuery(value);
            }}
          />
          <NotificationNav unread={3}>
            <ul className="manual-list">
              <li>{t('kit.status.notice1')}</li>
              <li>{t('kit.status.notice2')}</li>
            </ul>
          </NotificationNav>
          <NotificationNav unread={0}>
            <p>{t('kit.status.noNotices')}</p>
          </NotificationNav>
        </div>
        <p role="status" className="manual-output">
          {query ? t('kit.status.searched', { query }) : ''}
        </p>
      </section>
    </>
  );
}
