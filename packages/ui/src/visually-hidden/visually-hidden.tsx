import type { ComponentPropsWithRef } from 'react';

import { cx } from '../class-names';
import './visually-hidden.css';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only, such as a label that the visible layout already implies. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={cx('kado-visually-hidden', className)} />;
}
