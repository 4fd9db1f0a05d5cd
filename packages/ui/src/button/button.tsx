import type { ComponentPropsWithRef, MouseEvent, ReactElement, ReactNode } from 'react';

import { cx } from '../class-names';
import './button.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

/** What a `render` function receives to draw the button as another element, such as a link. */
export interface ButtonRenderProps {
  className: string;
  children: ReactNode;
  'aria-busy'?: true;
}

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks while keeping focus on the button. */
  loading?: boolean;
  /** Makes the button full width of its container. */
  block?: boolean;
}

export type ButtonProps = ButtonOwnProps &
  (
    | (ComponentPropsWithRef<'button'> & { render?: undefined })
    | {
        /** Draws the button as another element (e.g. a router link) with the button's look. */
        render: (props: ButtonRenderProps) => ReactElement;
        children: ReactNode;
        className?: string;
      }
  );

export function Button(props: ButtonProps) {
  const { variant = 'primary', size = 'md', loading = false, block = false } = props;
  const className = cx(
    'kado-button',
    `kado-button--${variant}`,
    `kado-button--${size}`,
    block && 'kado-button--block',
    loading && 'kado-button--loading',
    props.className,
  );
  const children = (
    <>
      {loading && <span className="kado-button__spinner" aria-hidden="true" />}
      <span className="kado-button__label">{props.children}</span>
    </>
  );
  const busy = loading ? ({ 'aria-busy': true } as const) : {};

  if (props.render) return props.render({ className, children, ...busy });

  const {
    variant: _variant,
    size: _size,
    loading: _loading,
    block: _block,
    render: _render,
    className: _className,
    children: _children,
    type = 'button',
    onClick,
    ...rest
  } = props;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A loading button stays focusable (so focus is not lost) but must not submit twice.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      {...busy}
      type={type}
      className={className}
      aria-disabled={loading || undefined}
      onClick={handleClick}
    >
      {children}
    </button>
  );
}
