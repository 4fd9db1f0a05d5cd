import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import './content.css';

/** Illustrations drawn with shapes only (no words in pictures), coloured by the design tokens. */
const PICTURES: Record<Step, ReactNode> = {
  receive: (
    <>
      <rect x="30" y="38" width="60" height="46" rx="6" className="how-to__fill-accent" />
      <rect x="24" y="28" width="72" height="16" rx="4" className="how-to__fill-strong" />
      <rect x="55" y="28" width="10" height="56" className="how-to__fill-soft" />
      <path
        d="M60 28c-8-14-24-12-20-2 3 6 20 2 20 2zm0 0c8-14 24-12 20-2-3 6-20 2-20 2z"
        className="how-to__fill-strong"
      />
    </>
  ),
  collect: (
    <>
      <rect x="40" y="14" width="40" height="72" rx="7" className="how-to__fill-strong" />
      <rect x="45" y="22" width="30" height="52" rx="2" className="how-to__fill-surface" />
      <circle cx="60" cy="80" r="2.5" className="how-to__fill-surface" />
      <circle cx="60" cy="42" r="10" className="how-to__fill-accent" />
      <path d="M55 42l4 4 7-8" className="how-to__stroke-surface" />
      <rect x="50" y="58" width="20" height="4" rx="2" className="how-to__fill-soft" />
    </>
  ),
  choose: (
    <>
      <rect x="16" y="22" width="40" height="56" rx="6" className="how-to__fill-soft" />
      <rect x="64" y="22" width="40" height="56" rx="6" className="how-to__fill-accent" />
      <rect x="22" y="28" width="28" height="24" rx="3" className="how-to__fill-surface" />
      <rect x="70" y="28" width="28" height="24" rx="3" className="how-to__fill-surface" />
      <rect x="22" y="60" width="20" height="4" rx="2" className="how-to__fill-strong" />
      <rect x="70" y="60" width="20" height="4" rx="2" className="how-to__fill-surface" />
      <path d="M84 70l6 16 3-7 7-3z" className="how-to__fill-strong" />
    </>
  ),
  open: (
    <>
      <rect x="22" y="24" width="76" height="52" rx="8" className="how-to__fill-accent" />
      <circle cx="22" cy="50" r="7" className="how-to__fill-surface" />
      <circle cx="98" cy="50" r="7" className="how-to__fill-surface" />
      <path d="M72 30v40" className="how-to__stroke-dash" />
      <rect x="32" y="36" width="30" height="6" rx="3" className="how-to__fill-surface" />
      <rect x="32" y="48" width="20" height="4" rx="2" className="how-to__fill-soft" />
      <circle cx="85" cy="50" r="6" className="how-to__fill-surface" />
    </>
  ),
  use: (
    <>
      <rect x="18" y="20" width="40" height="66" rx="7" className="how-to__fill-strong" />
      <rect x="23" y="28" width="30" height="44" rx="2" className="how-to__fill-surface" />
      <path
        d="M27 32h8v8h-8zm14 0h8v8h-8zm-14 14h8v8h-8zm14 2h3v3h-3zm5 4h3v3h-3zm-19 8h22v3H27zm0 5h22v2H27z"
        className="how-to__fill-strong"
      />
      <rect x="66" y="50" width="40" height="30" rx="4" className="how-to__fill-soft" />
      <rect x="72" y="38" width="28" height="14" rx="3" className="how-to__fill-accent" />
      <path d="M76 66l6 6 12-12" className="how-to__stroke-strong" />
    </>
  ),
};

const STEPS = ['receive', 'collect', 'choose', 'open', 'use'] as const;
type Step = (typeof STEPS)[number];

const LINKS = {
  collect: '/charge-history',
  choose: '/gift-items',
  open: '/my-gift',
} as const;
type LinkedStep = keyof typeof LINKS;

function isLinked(step: Step): step is LinkedStep {
  return step in LINKS;
}

/** From receiving points to using a voucher at the counter, one illustrated step at a time. */
export function HowToSteps() {
  const { t } = useTranslation();
  return (
    <ol className="how-to">
      {STEPS.map((step, index) => {
        return (
          <li key={step} className="how-to__step">
            <svg
              className="how-to__picture"
              viewBox="0 0 120 100"
              aria-hidden="true"
              focusable="false"
            >
              {PICTURES[step]}
            </svg>
            <div className="how-to__text">
              <p className="how-to__number" aria-hidden="true">
                {index + 1}
              </p>
              <h2 className="how-to__title">{t(`howTo.steps.${step}.title`)}</h2>
              <p>{t(`howTo.steps.${step}.body`)}</p>
              {isLinked(step) && <Link to={LINKS[step]}>{t(`howTo.steps.${step}.link`)}</Link>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
