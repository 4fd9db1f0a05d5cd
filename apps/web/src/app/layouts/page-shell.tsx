import { lazy, Suspense, useState, type ReactNode, type RefObject } from 'react';
import {
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
  type Location,
  type NavigationType,
} from 'react-router';
import { useTranslation } from 'react-i18next';

import type { Layout } from '@kado/shared';

import { usePageArrival } from '../../components/page-transition/use-page-arrival';
import { usePageTransition } from '../../components/page-transition/use-page-transition';
import { LoadingState } from '../../components/loading-state';
import { importWithReload } from '../../lib/chunk-reload';
import type { GuardResult, PageHandle } from '../guard';
import { LAYOUTS } from './layouts';

// The verification flow (forms, zod) loads only when a page asks for a verified phone.
const VerifyPhoneGate = lazy(() => importWithReload(() => import('./verify-phone-gate')));

function PhoneGate({ continueTo }: { continueTo: string }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingState label={t('common.loading')} />}>
      <VerifyPhoneGate continueTo={continueTo} />
    </Suspense>
  );
}

interface PageSnapshot {
  readonly location: Location;
  readonly navigationType: NavigationType;
  readonly layout: Layout;
  readonly keepScroll: boolean;
  readonly content: ReactNode;
}

/** The page the router matched: its layout (RouteDef.layout), scroll rule and content. */
function useCurrentPage(): PageSnapshot {
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet();
  const leaf = useMatches().at(-1);
  const route = (leaf?.handle as PageHandle | undefined)?.route;
  const guard = leaf?.loaderData as GuardResult | undefined;
  return {
    location,
    navigationType,
    layout: route?.layout ?? 'default',
    keepScroll: route?.keepScroll === true,
    content: guard?.verifyPhone ? <PhoneGate continueTo={guard.continueTo} /> : outlet,
  };
}

/**
 * One shown page inside its layout. While it leaves, it keeps rendering the snapshot taken before
 * the navigation (the router already points at the next page), so out-in can fade it out.
 */
function Page({
  leaving,
  className,
  contentRef,
}: {
  leaving: boolean;
  className: string | undefined;
  contentRef: RefObject<HTMLDivElement | null>;
}) {
  const live = useCurrentPage();
  const [frozen, setFrozen] = useState(live);
  if (!leaving && frozen.location.key !== live.location.key) setFrozen(live);
  const page = leaving ? frozen : live;
  usePageArrival(page);
  const PageLayout = LAYOUTS[page.layout];
  return (
    <PageLayout>
      {/* While it fades out, the old page is out of the accessibility tree and unfocusable, so a
          screen reader meets only the new page's heading, which usePageArrival then focuses. */}
      <div
        ref={contentRef}
        className={className}
        inert={leaving}
        aria-hidden={leaving || undefined}
      >
        {page.content}
      </div>
    </PageLayout>
  );
}

/** Pages and their layouts, with the `page` transition between them. */
export function PageShell() {
  const { pathname } = useLocation();
  const { shownKey, leaving, className, ref } = usePageTransition(pathname);
  return <Page key={shownKey} leaving={leaving} className={className} contentRef={ref} />;
}
