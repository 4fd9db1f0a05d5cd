import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type Key,
} from 'react-aria-components';

import { cx } from '../class-names';
import { RacLocale } from '../rac-locale/rac-locale';
import './accordion.css';

export type AccordionProps = Omit<DisclosureGroupProps, 'className'> & { className?: string };

/** Sections that open and close (React Aria disclosures); one at a time unless allowsMultipleExpanded. */
export function Accordion({ className, ...props }: AccordionProps) {
  return (
    <RacLocale>
      <DisclosureGroup {...props} className={cx('kado-accordion', className)} />
    </RacLocale>
  );
}

export interface AccordionItemProps {
  id: Key;
  title: ReactNode;
  children: ReactNode;
  /** The heading level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  isDisabled?: boolean;
}

export function AccordionItem({
  id,
  title,
  children,
  headingLevel = 3,
  isDisabled,
}: AccordionItemProps) {
  return (
    <Disclosure id={id} isDisabled={isDisabled} className="kado-accordion__item">
      <Heading level={headingLevel} className="kado-accordion__heading">
        <AriaButton slot="trigger" className="kado-accordion__trigger">
          <span>{title}</span>
          <span className="kado-accordion__icon" aria-hidden="true" />
        </AriaButton>
      </Heading>
      <DisclosurePanel className="kado-accordion__panel">{children}</DisclosurePanel>
    </Disclosure>
  );
}
