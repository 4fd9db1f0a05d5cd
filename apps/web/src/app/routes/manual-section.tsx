import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';

import { MANUAL_SECTIONS } from '@kado/shared';

import { TitledPage } from '../../components/titled-page';
import { ButtonGallery } from '../../features/manual/components/button-gallery';
import { FormatExamples } from '../../features/manual/components/format-examples';
import { ImageExamples } from '../../features/manual/components/image-examples';
import {
  ColorTokens,
  SpacingTokens,
  TypeTokens,
} from '../../features/manual/components/token-sections';
import type { PageHandle } from '../guard';
import './routes.css';

type Section = (typeof MANUAL_SECTIONS)[number];

/** Sections whose building blocks have not shipped say so, and what stands in for them today. */
function NotYetBuilt({ section }: { section: 'form' | 'modal' | 'select' | 'toastr' }) {
  const { t } = useTranslation();
  return (
    <section className="manual-pending" aria-labelledby="manual-pending-title">
      <h2 id="manual-pending-title">{t('manual.pending.title')}</h2>
      <p>{t(`manual.${section}.pending`)}</p>
      <p>{t(`manual.${section}.today`)}</p>
    </section>
  );
}

const CONTENT: Record<Section, () => ReactNode> = {
  button: () => <ButtonGallery />,
  color: () => <ColorTokens />,
  form: () => <NotYetBuilt section="form" />,
  image: () => <ImageExamples />,
  modal: () => <NotYetBuilt section="modal" />,
  pipe: () => <FormatExamples />,
  select: () => <NotYetBuilt section="select" />,
  spacing: () => <SpacingTokens />,
  toastr: () => <NotYetBuilt section="toastr" />,
  typo: () => <TypeTokens />,
};

function useSection(): Section {
  const name = (useMatches().at(-1)?.handle as PageHandle | undefined)?.route.name ?? '';
  const section = MANUAL_SECTIONS.find((candidate) => name === `manual-${candidate}`);
  if (!section) throw new Error(`Not a manual section: ${name}`);
  return section;
}

/** One page of the living manual; the ten sections share this module. */
export default function ManualSectionPage() {
  const { t } = useTranslation();
  const section = useSection();
  return (
    <TitledPage
      title={t(`manual.sections.${section}.title`)}
      description={t(`manual.sections.${section}.description`)}
    >
      <p>
        <Link to="/manual">{t('manual.back')}</Link>
      </p>
      {CONTENT[section]()}
    </TitledPage>
  );
}
