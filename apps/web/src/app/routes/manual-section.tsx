import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';

import { MANUAL_SECTIONS } from '@kado/shared';

import { TitledPage } from '../../components/titled-page';
import { ButtonGallery } from '../../features/manual/components/button-gallery';
import { FormExamples } from '../../features/manual/components/form-examples';
import { FormatExamples } from '../../features/manual/components/format-examples';
import { ImageExamples } from '../../features/manual/components/image-examples';
import { InputExamples } from '../../features/manual/components/input-examples';
import { ModalExamples } from '../../features/manual/components/modal-examples';
import { SelectExamples } from '../../features/manual/components/select-examples';
import { StatusExamples } from '../../features/manual/components/status-examples';
import {
  ColorTokens,
  SpacingTokens,
  TypeTokens,
} from '../../features/manual/components/token-sections';
import { ToastExamples } from '../../features/manual/components/toast-examples';
import type { PageHandle } from '../guard';
import './routes.css';

type Section = (typeof MANUAL_SECTIONS)[number];

const CONTENT: Record<Section, () => ReactNode> = {
  button: () => (
    <>
      <ButtonGallery />
      <StatusExamples />
    </>
  ),
  color: () => <ColorTokens />,
  form: () => (
    <>
      <FormExamples />
      <InputExamples />
    </>
  ),
  image: () => <ImageExamples />,
  modal: () => <ModalExamples />,
  pipe: () => <FormatExamples />,
  select: () => <SelectExamples />,
  spacing: () => <SpacingTokens />,
  toastr: () => <ToastExamples />,
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
