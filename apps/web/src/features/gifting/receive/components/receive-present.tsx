import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathFor } from '@kado/shared';
import {
  PRESENT_NOTE_MAX,
  presentPasscodeSchema,
  type ReceivedPresent,
} from '@kado/shared/schemas';
import { Button, TextArea, TextField } from '@kado/ui';

import { LoadingState } from '../../../../components/loading-state';
import { useApiErrorMessage } from '../../../../lib/api-error-message';
import { useMinimumDisplay } from '../../../../lib/use-minimum-display';
import { useClaimPresent } from '../api/claim-present';
import { useDeclinePresent } from '../api/decline-present';
import { useOpenPresent } from '../api/open-present';
import { outcomeOfCard, outcomeOfError, type PresentOutcome } from '../hooks/present-outcome';
import { forgetPresentToken } from '../hooks/present-token';
import { PresentCard } from './present-card';
import { PresentOutcomeView } from './present-outcome-view';
import './receive.css';

export interface ReceivePresentProps {
  token: string;
  /** undefined while the session is still being read. */
  signedIn: boolean | undefined;
  /** Where signing in or up brings the recipient back to (`/receive?card=<id>`). */
  returnPath: string;
}

function signInLink(route: 'login' | 'register', returnPath: string) {
  return `${pathFor(route)}?redirect=${encodeURIComponent(returnPath)}`;
}

/** Opens the card once per token, then lets the recipient claim or decline it. */
export function ReceivePresent({ token, signedIn, returnPath }: ReceivePresentProps) {
  const { t } = useTranslation();
  const open = useOpenPresent();
  // Once per token, whatever StrictMode or a re-render does: the first open tells the sender.
  const openedFor = useRef<string | null>(null);
  const { mutate: openCard } = open;
  useEffect(() => {
    if (openedFor.current === token) return;
    openedFor.current = token;
    openCard({ token });
  }, [token, openCard]);

  const loading = useMinimumDisplay(open.isPending || open.isIdle);
  const errorMessage = useApiErrorMessage();

  if (loading) return <LoadingState label={t('gifting.receive.loading')} />;
  if (open.isError || !open.data) {
    return (
      <section className="receive-problem">
        <h1 tabIndex={-1}>{t('gifting.receive.openFailedTitle')}</h1>
        <p role="alert">{errorMessage(open.error)}</p>
        <div className="receive-actions">
          <Button
            variant="secondary"
            onClick={() => {
              open.mutate({ token });
            }}
          >
            {t('gifting.receive.retry')}
          </Button>
          <Link to={pathFor('index')}>{t('gifting.receive.home')}</Link>
        </div>
      </section>
    );
  }
  return (
    <OpenedPresent card={open.data} token={token} signedIn={signedIn} returnPath={returnPath} />
  );
}

function OpenedPresent({
  card,
  token,
  signedIn,
  returnPath,
}: ReceivePresentProps & { card: ReceivedPresent }) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useApiErrorMessage();
  const claim = useClaimPresent();
  const decline = useDeclinePresent();
  const [outcome, setOutcome] = useState<PresentOutcome | null>(null);
  /** True once the recipient acted: the outcome's heading then takes focus. */
  const [acted, setActed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [passcode, setPasscode] = useState('');
  const [passcodeError, setPasscodeError] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [note, setNote] = useState('');
  const noteField = useRef<HTMLTextAreaElement>(null);

  const fromCard = outcomeOfCard(card);
  const { mutate: claimGift } = claim;
  // Claimed already: a signed-in recipient may be the one who claimed it (a second claim by the
  // same person answers as the first did); anyone else learns it was taken.
  const checkedClaim = useRef(false);
  const mine = card.state === 'claimed' && signedIn === true;
  useEffect(() => {
    if (!mine || checkedClaim.current) return;
    checkedClaim.current = true;
    claimGift(
      { token },
      {
        onSuccess: (answer) => {
          forgetPresentToken();
          setOutcome({ kind: 'claimed', count: answer.voucherIds.length });
        },
        onError: (error) => {
          setOutcome(outcomeOfError(error) ?? { kind: 'taken' });
        },
      },
    );
  }, [mine, token, claimGift]);

  useEffect(() => {
    if (declining) noteField.current?.focus();
  }, [declining]);

  const passcodeInput = (): string | undefined | null => {
    if (!card.needsPasscode) return undefined;
    if (presentPasscodeSchema.safeParse(passcode).success) {
      setPasscodeError(null);
      return passcode;
    }
    setPasscodeError(t('gifting.receive.passcodeInvalid'));
    return null;
  };

  const refused = (error: unknown) => {
    const ended = outcomeOfError(error);
    if (ended) {
      setActed(true);
      setOutcome(ended);
    } else {
      setRefusal(errorMessage(error));
    }
  };

  const onClaim = () => {
    if (claim.isPending || decline.isPending) return;
    setRefusal(null);
    const code = passcodeInput();
    if (code === null) return;
    claim.mutate(
      { token, ...(code === undefined ? {} : { passcode: code }) },
      {
        onSuccess: (answer) => {
          forgetPresentToken();
          setActed(true);
          setOutcome({ kind: 'claimed', count: answer.voucherIds.length });
        },
        onError: refused,
      },
    );
  };

  const onDecline = (event: SyntheticEvent) => {
    event.preventDefault();
    if (claim.isPending || decline.isPending) return;
    setRefusal(null);
    const code = passcodeInput();
    if (code === null) return;
    const line = note.trim();
    decline.mutate(
      {
        token,
        ...(code === undefined ? {} : { passcode: code }),
        ...(line ? { note: line } : {}),
      },
      {
        onSuccess: () => {
          forgetPresentToken();
          setActed(true);
          setOutcome({ kind: 'declined' });
        },
        onError: refused,
      },
    );
  };

  const ended = outcome ?? (mine ? null : fromCard);
  const checking = card.state === 'claimed' && signedIn !== false && outcome === null;

  return (
    <article className="receive" aria-labelledby={`${id}-title`}>
      <PresentCard card={card} headingId={`${id}-title`} />
      {checking ? (
        <LoadingState label={t('gifting.receive.checking')} />
      ) : ended ? (
        <PresentOutcomeView outcome={ended} focus={acted} />
      ) : (
        <section className="receive-answer" aria-labelledby={`${id}-answer`}>
          <h2 id={`${id}-answer`} className="receive-answer__heading">
            {t('gifting.receive.answerHeading')}
          </h2>
          {card.needsPasscode && (
            <TextField
              label={t('gifting.receive.passcode')}
              hint={t('gifting.receive.passcodeHint')}
              error={passcodeError}
              value={passcode}
              onChange={(event) => {
                setPasscode(event.target.value.replace(/\D/g, '').slice(0, 4));
              }}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              fieldClassName="receive-answer__passcode"
            />
          )}
          {signedIn === false ? (
            <>
              <p className="receive-answer__note">{t('gifting.receive.signedOutHint')}</p>
              <div className="receive-actions">
                <Button
                  render={(props) => <Link {...props} to={signInLink('login', returnPath)} />}
                >
                  {t('gifting.receive.signInToClaim')}
                </Button>
                <Button
                  variant="secondary"
                  render={(props) => <Link {...props} to={signInLink('register', returnPath)} />}
                >
                  {t('gifting.receive.signUpToClaim')}
                </Button>
              </div>
            </>
          ) : (
            <div className="receive-actions">
              <Button onClick={onClaim} loading={claim.isPending} disabled={signedIn === undefined}>
                {t('gifting.receive.claim')}
              </Button>
            </div>
          )}
          {declining ? (
            <form className="receive-decline" onSubmit={onDecline} noValidate>
              <TextArea
                ref={noteField}
                label={t('gifting.receive.note')}
                hint={t('gifting.receive.noteHint', { count: PRESENT_NOTE_MAX })}
                optional
                rows={3}
                maxLength={PRESENT_NOTE_MAX}
                value={note}
                onChange={(event) => {
                  setNote(event.target.value);
                }}
              />
              <div className="receive-actions">
                <Button type="submit" variant="secondary" loading={decline.isPending}>
                  {t('gifting.receive.declineConfirm')}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => {
                    setDeclining(false);
                  }}
                >
                  {t('gifting.receive.notDecline')}
                </Button>
              </div>
            </form>
          ) : (
            <div className="receive-actions">
              <Button
                variant="ghost"
                onClick={() => {
                  setDeclining(true);
                }}
              >
                {t('gifting.receive.decline')}
              </Button>
            </div>
          )}
        </section>
      )}
      {/* Always in the page, so a refusal put here is announced when it appears. */}
      <div role="alert" className="receive__refusal">
        {refusal && !ended ? <p>{refusal}</p> : null}
      </div>
    </article>
  );
}
