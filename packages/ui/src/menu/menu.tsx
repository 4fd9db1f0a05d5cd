import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger as AriaMenuTrigger,
  Popover,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
} from 'react-aria-components';

import { cx } from '../class-names';
import { RacLocale } from '../rac-locale/rac-locale';
import '../button/button.css';
import './menu.css';

export type MenuTriggerProps = AriaMenuTriggerProps;

/** Pairs a MenuButton with the Menu it opens (arrow keys, typeahead, Escape returns focus). */
export function MenuTrigger(props: MenuTriggerProps) {
  return (
    <RacLocale>
      <AriaMenuTrigger {...props} />
    </RacLocale>
  );
}

export interface MenuButtonProps {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  'aria-label'?: string;
  className?: string;
  /** Takes the focus on mount (a button that replaces the one that was pressed). */
  autoFocus?: boolean;
  onFocus?: () => void;
}

/** The button that opens a menu, drawn like Button. */
export function MenuButton({
  children,
  variant = 'secondary',
  className,
  ...rest
}: MenuButtonProps) {
  return (
    <AriaButton
      {...rest}
      className={cx('kado-button', `kado-button--${variant}`, 'kado-button--md', className)}
    >
      <span className="kado-button__label">{children}</span>
      <span className="kado-menu__chevron" aria-hidden="true" />
    </AriaButton>
  );
}

export type MenuProps<T extends object> = Omit<AriaMenuProps<T>, 'className'> & {
  className?: string;
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  /**
   * Where the popover is rendered (the end of <body> by default). A menu of a landmark (the
   * header's account menu) renders inside it, so a screen reader finds its items in that landmark.
   */
  portalContainer?: Element;
};

/** The list of actions, in a popover under its MenuButton. */
export function Menu<T extends object>({
  className,
  placement = 'bottom start',
  portalContainer,
  ...props
}: MenuProps<T>) {
  return (
    <Popover
      className="kado-popover"
      placement={placement}
      // Its replacement, UNSAFE_PortalProvider, lives in react-aria, which @kado/ui does not
      // depend on; react-aria-components 1.22 still supports the prop.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      UNSTABLE_portalContainer={portalContainer}
    >
      <AriaMenu {...props} className={cx('kado-menu', className)} />
    </Popover>
  );
}

export type MenuItemProps<T extends object = object> = Omit<AriaMenuItemProps<T>, 'className'> & {
  className?: string;
};

/**
 * One action, or a link with `href` (a real link: it opens in a new tab too). For client-side
 * routing, the app wraps React Aria's RouterProvider around it.
 */
export function MenuItem<T extends object = object>({ className, ...props }: MenuItemProps<T>) {
  return <AriaMenuItem {...props} className={cx('kado-menu__item', className)} />;
}
