import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathFor } from '@kado/shared';
import {
  MAX_EXCHANGE_QUANTITY,
  type ExchangeRequest,
  type ExchangeResult,
  type GiftDetail,
} from '@kado/shared/schemas';
import { AlertBanner, Button, Dialog, usePipes } from '@kado/ui';

import { useApiErrorMessage } from '../../../lib/api-error-message';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import {
  afterOutcome,
  attemptFor,
  outcomeOfError,
  type SpendAttempt,
} from '../../../lib/spend-attempt';
import { apiErrorInfo } from '../../../lib/trpc';
import { useCreateExchange } from '../api/create-exchange';
import { useSpendableBalance } from '../api/get-balance';
import './exchange.css';

export interface ExchangePanelProps {
  gift: GiftDetail;
  signedIn: boolean;
  phoneVerified: boolean;
  /** Signed out: the page sends the shopper through sign-in and back, keeping the quantity. */
  onSignInRequired: (quantity: number) => void;
  /** Phone not verified: the page opens the verification flow; the confirmation follows it. */
  onPhoneRequired: () => void;
  /** Back from sign-in with this quantity: go straight on to the confirmation. */
  resumeQuantity?: number | null;
  /** Called once the resumed exchange has started, so the page can forget the resume marker. */
  onResumed?: () => void;
}

const clampQuantity = (value: number) =>
  Math.min(MAX_EXCHANGE_QUANTITY, Math.max(1, Math.trunc(value)));

/**
 * Quantity 1–5, then a confirmation with the cost and the balance after, then the new vouchers.
 * One idempotency key per attempt, kept when the outcome is unknown so a retry never spends twice.
 */
export function ExchangePanel({
  gift,
  signedIn,
  phoneVerified,
  onSignInRequired,
  onPhoneRequired,
  resumeQuantity = null,
  onResumed,
}: ExchangePanelProps) {
  const { t } = useTranslation();
  const pipes = usePipes();
  const id = useId();
  const [quantity, setQuantity] = useState(clampQuantity(resumeQuantity ?? 1));
  const [confirming, setConfirming] = useState(false);
  const [waitingForPhone, setWaitingForPhone] = useState(false);
  const [result, setResult] = useState<ExchangeResult | null>(null);
  const [attempt, setAttempt] = useState<SpendAttempt<ExchangeRequest> | null>(null);
  const exchange = useCreateExchange();
  const balance = useSpendableBalance(signedIn && (confirming || result !== null));
  const errorMessage = useApiErrorMessage();
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const cost = gift.points * quantity;
  const available = balance.data?.balance;
  const missing = available !== undefined ? Math.max(0, cost - available) : null;

  // The verification flow ended with a verified phone: continue where the shopper was.
  if (waitingForPhone && phoneVerified) {
    setWaitingForPhone(false);
    setConfirming(true);
  }

  const start = () => {
    exchange.reset();
    if (!signedIn) {
      onSignInRequired(quantity);
    } else if (!phoneVerified) {
      setWaitingForPhone(true);
      onPhoneRequired();
    } else {
      setConfirming(true);
    }
  };

  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || resumeQuantity === null || !signedIn) return;
    resumed.current = true;
    start();
    onResumed?.();
  });

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const confirm = () => {
    if (exchange.isPending) return; // a double click sends one request
    const current = attemptFor(attempt, { giftId: gift.id, quantity }, newIdempotencyKey);
    setAttempt(current);
    exchange.mutate(
      { giftId: gift.id, quantity, idempotencyKey: current.key },
      {
        onSuccess: (answer) => {
          setAttempt(afterOutcome(current, 'success'));
          setResult(answer);
          setConfirming(false);
        },
        onError: (error) => {
          setAttempt(afterOutcome(current, outcomeOfError(apiErrorInfo(error)?.status)));
        },
      },
    );
  };

  const unknownOutcome = exchange.isError && attempt !== null;

  if (result) {
    return (
      <section className="exchange-result" aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`} ref={resultHeading} tabIndex={-1}>
          {t('exchange.doneTitle', { count: result.vouchers.length })}
        </h2>
        <p>
          {t('exchange.doneBody', {
            points: pipes.points(result.points),
            balance: pipes.points(result.balanceAfter),
          })}
        </p>
        <ul className="exchange-result__vouchers">
          {result.vouchers.map((voucher, index) => (
            <li key={voucher.id}>
              <Link to={pathFor('gift-detail', { id: voucher.id })}>
                {t('exchange.openVoucher', { n: index + 1, name: voucher.gift.name })}
              </Link>
              <span className="exchange-result__expiry">
                {t('exchange.validUntil', { date: pipes.date(voucher.expiresAt) })}
              </span>
            </li>
          ))}
        </ul>
        <div className="exchange-result__actions">
          <Button
            variant="secondary"
            onClick={() => {
              setResult(null);
              setQuantity(1);
            }}
          >
            {t('exchange.again')}
          </Button>
          <Link to={pathFor('my-gift')}>{t('exchange.allVouchers')}</Link>
        </div>
      </section>
    );
  }

  return (
    <div className="exchange-panel">
      {gift.available && (
        <div className="exchange-panel__quantity" role="group" aria-labelledby={`${id}-qty`}>
          <span id={`${id}-qty`} className="exchange-panel__label">
            {t('exchange.quantity')}
          </span>
          <div className="exchange-stepper">
            <button
              type="button"
              className="exchange-stepper__button"
              aria-label={t('exchange.fewer')}
              disabled={quantity <= 1}
              onClick={() => {
                setQuantity((q) => clampQuantity(q - 1));
              }}
            >
              −
            </button>
            <output className="exchange-stepper__value" aria-live="polite">
              {pipes.number(quantity)}
            </output>
            <button
              type="button"
              className="exchange-stepper__button"
              aria-label={t('exchange.more')}
              disabled={quantity >= MAX_EXCHANGE_QUANTITY}
              onClick={() => {
                setQuantity((q) => clampQuantity(q + 1));
              }}
            >
              +
            </button>
          </div>
          <span className="exchange-panel__total">
            {t('exchange.total', { points: pipes.points(cost) })}
          </span>
        </div>
      )}
      <Button size="lg" block disabled={!gift.available} onClick={start}>
        {!gift.available
          ? t('exchange.unavailable')
          : signedIn
            ? t('exchange.start')
            : t('exchange.signInToExchange')}
      </Button>
      {!signedIn && gift.available && (
        <p className="exchange-panel__hint">{t('exchange.signInHint')}</p>
      )}

      <Dialog
        isOpen={confirming}
        onOpenChange={(open) => {
          if (!open && !exchange.isPending) setConfirming(false);
        }}
        title={t('exchange.confirmTitle')}
        footer={
          <>
            <Button
              variant="secondary"
              disabled={exchange.isPending}
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('exchange.cancel')}
            </Button>
            <Button
              loading={exchange.isPending}
              disabled={missing !== null && missing > 0}
              onClick={confirm}
            >
              {unknownOutcome ? t('exchange.retry') : t('exchange.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('exchange.confirmBody', { count: quantity, name: gift.name })}</p>
        <dl className="exchange-summary">
          <div>
            <dt>{t('exchange.cost')}</dt>
            <dd>{t('points.amount', { count: cost, points: pipes.points(cost) })}</dd>
          </div>
          <div>
            <dt>{t('exchange.balanceNow')}</dt>
            <dd>
              {available === undefined
                ? '…'
                : t('points.amount', { count: available, points: pipes.points(available) })}
            </dd>
          </div>
          <div>
            <dt>{t('exchange.balanceAfter')}</dt>
            <dd>
              {available === undefined
                ? '…'
                : t('points.amount', {
                    count: Math.max(0, available - cost),
                    points: pipes.points(Math.max(0, available - cost)),
                  })}
            </dd>
          </div>
        </dl>
        {missing !== null && missing > 0 && !exchange.isError && (
          <AlertBanner tone="danger" role="alert">
            {t('exchange.missing', { count: missing })}
          </AlertBanner>
        )}
        {exchange.isError && (
          <AlertBanner tone="danger" role="alert">
            <p>{errorMessage(exchange.error)}</p>
            {unknownOutcome && <p>{t('exchange.retrySafe')}</p>}
          </AlertBanner>
        )}
      </Dialog>
    </div>
  );
}
