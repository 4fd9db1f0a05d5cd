import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathFor } from '@kado/shared';
import { presentLinkPath, type GiftDetail, type SentPresentResult } from '@kado/shared/schemas';
import { AlertBanner, Button, TextField, usePipes } from '@kado/ui';

export interface SendGiftResultProps {
  gift: GiftDetail;
  result: SentPresentResult;
  passcodeSet: boolean;
  onSendAnother: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Web Share where the browser has it (LINE, KakaoTalk, WhatsApp, Zalo, SMS…), else the clipboard. */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * The link to hand over, once: Share (the phone's share sheet) or Copy link, the passcode
 * reminder, and the way to the list of sent gifts. Focus lands on the heading.
 */
export function SendGiftResult({ gift, result, passcodeSet, onSendAnother }: SendGiftResultProps) {
  const { t } = useTranslation();
  const pipes = usePipes();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const [share] = useState(canShare);

  // The form above was longer: bring the result to the top, clear of the sticky header
  // (scroll-margin-top), rather than wherever focusing the heading would leave it.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  const link =
    result.token === null
      ? null
      : `${window.location.origin}${presentLinkPath(result.id, result.token)}`;
  const amount = (points: number) =>
    t('points.amount', { count: points, points: pipes.points(points) });

  const copyLink = (value: string) => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    const failed = () => {
      setCopy('failed');
      linkInput.current?.select();
    };
    if (!clipboard) {
      failed();
      return;
    }
    clipboard.writeText(value).then(() => {
      setCopy('copied');
    }, failed);
  };

  const shareLink = (value: string) => {
    navigator
      .share({
        title: t('gifting.send.shareTitle', { name: result.senderName }),
        text: t('gifting.send.shareText', { name: result.senderName, gift: gift.name }),
        url: value,
      })
      .catch(() => {
        // Closing the share sheet rejects too; the link stays on screen to copy by hand.
      });
  };

  return (
    <section ref={section} className="send-result" aria-labelledby={`${id}-done`}>
      <h2 id={`${id}-done`} ref={heading} tabIndex={-1}>
        {t('gifting.send.doneTitle')}
      </h2>
      {link === null ? (
        <AlertBanner tone="warning" role="status">
          {t('gifting.send.linkShownOnce')}
        </AlertBanner>
      ) : (
        <>
          <p>{t('gifting.send.doneBody', { date: pipes.date(result.claimUntil) })}</p>
          <div className="send-result__link">
            <TextField
              ref={linkInput}
              label={t('gifting.send.link')}
              value={link}
              readOnly
              fieldClassName="send-result__link-field"
              onFocus={(event) => {
                event.currentTarget.select();
              }}
            />
            {share ? (
              <Button
                onClick={() => {
                  shareLink(link);
                }}
              >
                {t('gifting.send.share')}
              </Button>
            ) : (
              <Button
                onClick={() => {
                  copyLink(link);
                }}
              >
                {t('gifting.send.copy')}
              </Button>
            )}
          </div>
          <p role="status" className="send-result__status">
            {copy === 'copied' ? t('gifting.send.copied') : ''}
          </p>
          {copy === 'failed' && (
            <AlertBanner tone="warning" role="alert">
              {t('gifting.send.copyFailed')}
            </AlertBanner>
          )}
        </>
      )}
      {passcodeSet && (
        <AlertBanner tone="info" role="none">
          {t('gifting.send.passcodeReminder')}
        </AlertBanner>
      )}
      <p className="send-result__spent">
        {t('gifting.send.spent', {
          spent: amount(result.points),
          balance: amount(result.balanceAfter),
        })}
      </p>
      <div className="send-result__actions">
        <Link to={pathFor('sent-gifts')}>{t('pages.sentGifts.title')}</Link>
        <Button variant="secondary" onClick={onSendAnother}>
          {t('gifting.send.again')}
        </Button>
      </div>
    </section>
  );
}
