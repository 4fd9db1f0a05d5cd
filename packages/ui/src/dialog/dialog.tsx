import { useContext, useRef, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  OverlayTriggerStateContext,
} from 'react-aria-components';

import { cx } from '../class-names';
import { RacLocale } from '../rac-locale/rac-locale';
import { useUiStrings } from '../ui-provider/ui-provider';
import './dialog.css';

export interface DialogProps {
  /** Controlled open state; leave out inside a DialogTrigger, which then owns it. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title: ReactNode;
  /** The body; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Actions under the body (buttons), aligned to the end. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Whether a press outside closes it (Escape always does unless isKeyboardDismissDisabled). */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** alertdialog for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  /** `full` covers the whole screen (a voucher shown at a till). */
  size?: 'sm' | 'md' | 'lg' | 'full';
  className?: string;
}

/**
 * A modal dialog on React Aria: focus moves in and stays in, Escape and the close button close it,
 * focus returns to what opened it, the page behind is inert and does not scroll.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  isDismissable = true,
  isKeyboardDismissDisabled,
  role = 'dialog',
  size = 'md',
  className,
}: DialogProps) {
  const strings = useUiStrings();
  // Inside a DialogTrigger without isOpen, the trigger owns the open state (as for ModalOverlay).
  const triggerState = useContext(OverlayTriggerStateContext);
  const closesOnBackdrop = isDismissable && role !== 'alertdialog';
  // Where the last press on the overlay began: a drag from inside the dialog that ends on the
  // backdrop (selecting text) is no press on the backdrop.
  const pressStart = useRef<EventTarget | null>(null);
  return (
    <RacLocale>
      {/* React Aria's isDismissable would also put a visually hidden "Dismiss" button in the modal
          but outside role=dialog, a second way out that a screen reader meets outside the dialog.
          So React Aria is told the dialog is not dismissable and the backdrop's own press closes it
          for pointer users; screen reader and keyboard users have the close button and Escape. */}
      <ModalOverlay
        className={cx('kado-dialog-overlay', size === 'full' && 'kado-dialog-overlay--full')}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable={false}
        isKeyboardDismissDisabled={isKeyboardDismissDisabled}
        onPointerDown={(event) => {
          pressStart.current = event.target;
        }}
        onClick={(event) => {
          const onBackdrop =
            event.target === event.currentTarget && pressStart.current === event.currentTarget;
          pressStart.current = null;
          if (!closesOnBackdrop || !onBackdrop) return;
          if (isOpen === undefined && triggerState) triggerState.close();
          else onOpenChange?.(false);
        }}
      >
        <Modal className={cx('kado-dialog-modal', `kado-dialog-modal--${size}`)}>
          <AriaDialog className={cx('kado-dialog', className)} role={role}>
            {({ close }) => (
              <>
                <div className="kado-dialog__header">
                  <Heading slot="title" className="kado-dialog__title">
                    {title}
                  </Heading>
                  <AriaButton
                    className="kado-dialog__close"
                    aria-label={strings.dialog.close}
                    onPress={close}
                  >
                    <span aria-hidden="true">×</span>
                  </AriaButton>
                </div>
                <div className="kado-dialog__body">
                  {typeof children === 'function' ? children(close) : children}
                </div>
                {footer && (
                  <div className="kado-dialog__footer">
                    {typeof footer === 'function' ? footer(close) : footer}
                  </div>
                )}
              </>
            )}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </RacLocale>
  );
}

/** Opens the Dialog inside it from the (React Aria pressable) Button before it. */
export const DialogTrigger = AriaDialogTrigger;
