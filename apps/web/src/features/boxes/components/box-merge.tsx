import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MergeResult } from '@kado/shared/schemas';
import { Button, Checkbox, EmptyState, usePipes } from '@kado/ui';

import { LoadingState } from '../../../components/loading-state';
import { useApiErrorMessage } from '../../../lib/api-error-message';
import { useMinimumDisplay } from '../../../lib/use-minimum-display';
import { useMyBoxes } from '../api/get-my-boxes';
import { useMergeBoxes } from '../api/merge-boxes';
import {
  MAX_BOXES_PER_MERGE,
  selectedTotal,
  soonestFirst,
  toggleAll,
  toggleBox,
} from '../selection';
import './boxes.css';

function MergeOutcome({ result, onDone }: { result: MergeResult; onDone: () => void }) {
  const { t } = useTranslation();
  const pipes = usePipes();
  return (
    <section
      className="merge-result"
      aria-labelledby="merge-result-title"
      data-testid="merge-result"
    >
      <h2 id="merge-result-title" tabIndex={-1}>
        {t('merge.doneTitle', { count: result.items.length })}
      </h2>
      <p>
        {t('merge.doneBody', {
          points: t('points.amount', { count: result.points, points: pipes.points(result.points) }),
          balance: pipes.points(result.balanceAfter),
        })}
      </p>
      <ul className="merge-result__lots">
        {result.items.map((item) => (
          <li key={item.lotId}>
            {t('merge.lotLine', {
              points: t('points.amount', { count: item.points, points: pipes.points(item.points) }),
              date: pipes.date(item.expiresAt, 'long'),
            })}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onDone}>
        {t('merge.again')}
      </Button>
    </section>
  );
}

/**
 * The boxes addressed to the verified phone: choose 1–20 (select all takes the 20 soonest to
 * expire), see the total, merge them in one all-or-nothing step, then the outcome.
 */
export function BoxMerge({ phone }: { phone: string | null }) {
  const { t } = useTranslation();
  const pipes = usePipes();
  const errorMessage = useApiErrorMessage();
  const boxes = useMyBoxes();
  const merge = useMergeBoxes();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [result, setResult] = useState<MergeResult | null>(null);
  const loading = useMinimumDisplay(boxes.isPending);
  const items = useMemo(() => soonestFirst(boxes.data?.items ?? []), [boxes.data]);
  // Boxes merged or gone since the last read drop out of the selection.
  const chosen = new Set(items.filter((box) => selected.has(box.id)).map((box) => box.id));
  const total = selectedTotal(chosen, items);
  const allChosen =
    items.length > 0 && items.slice(0, MAX_BOXES_PER_MERGE).every((b) => chosen.has(b.id));

  if (result) {
    return (
      <MergeOutcome
        result={result}
        onDone={() => {
          setResult(null);
          merge.reset();
        }}
      />
    );
  }
  if (loading || boxes.isPending) return <LoadingState label={t('merge.loading')} />;
  if (boxes.isError) {
    return (
      <div role="alert" className="points-error">
        <p>{errorMessage(boxes.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void boxes.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('merge.emptyTitle')}
        description={phone ? t('merge.emptyBody', { phone }) : t('merge.emptyBodyNoPhone')}
      />
    );
  }

  const submit = () => {
    const boxIds = items.filter((box) => chosen.has(box.id)).map((box) => box.id);
    merge.mutate(
      { boxIds, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: (merged) => {
          setSelected(new Set());
          setResult(merged);
        },
      },
    );
  };

  return (
    <form
      className="box-merge"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="box-merge__fieldset">
        <legend className="box-merge__legend">
          {t('merge.chooseLegend', { max: MAX_BOXES_PER_MERGE })}
        </legend>
        <Checkbox
          className="box-merge__all"
          checked={allChosen}
          onChange={() => {
            setSelected(toggleAll(chosen, items));
          }}
          label={
            items.length > MAX_BOXES_PER_MERGE
              ? t('merge.selectFirst', { max: MAX_BOXES_PER_MERGE })
              : t('merge.selectAll', { count: items.length })
          }
        />
        <ul className="box-merge__list">
          {items.map((box) => {
            const checked = chosen.has(box.id);
            const full = !checked && chosen.size >= MAX_BOXES_PER_MERGE;
            return (
              <li key={box.id}>
                <label className="box-option" data-checked={checked} data-testid="box-option">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={full}
                    onChange={() => {
                      setSelected(toggleBox(chosen, box.id));
                    }}
                  />
                  <span className="box-option__points">
                    {t('points.amount', { count: box.points, points: pipes.points(box.points) })}
                  </span>
                  <span className="box-option__meta">
                    {t('merge.boxMeta', {
                      date: pipes.date(box.expiresAt),
                      issued: pipes.date(box.issuedAt),
                    })}
                  </span>
                  <span className="box-option__code">{box.maskedCode}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="box-merge__bar" aria-live="polite">
        <p className="box-merge__total">
          {t('merge.total', {
            count: chosen.size,
            points: t('points.amount', { count: total, points: pipes.points(total) }),
          })}
        </p>
        {merge.isError && (
          <p role="alert" className="box-merge__error">
            {errorMessage(merge.error)}
          </p>
        )}
        <Button type="submit" disabled={chosen.size === 0} loading={merge.isPending}>
          {t('merge.submit', { count: chosen.size })}
        </Button>
      </div>
    </form>
  );
}
