import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  FieldError as AriaFieldError,
  Group,
  Input,
  Label,
  ListBox,
  Popover,
  Text,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';

import { cx } from '../class-names';
import { RacLocale } from '../rac-locale/rac-locale';
import { ListItem } from '../select/list-item';
import { useUiStrings } from '../ui-provider/ui-provider';
import '../field/field.css';
import '../select/select.css';
import './combobox.css';

export type ComboBoxProps<T extends object> = Omit<
  AriaComboBoxProps<T>,
  'className' | 'children' | 'isInvalid'
> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
};

/** A text input that filters a list of options as you type (React Aria). Options are ComboBoxItem. */
export function ComboBox<T extends object>({
  label,
  hint,
  error,
  placeholder,
  children,
  className,
  ...props
}: ComboBoxProps<T>) {
  const strings = useUiStrings();
  return (
    <RacLocale>
      <AriaComboBox
        {...props}
        isInvalid={Boolean(error)}
        className={cx('kado-field', Boolean(error) && 'kado-field--invalid', className)}
      >
        <Label className="kado-field__label">{label}</Label>
        {hint && (
          <Text slot="description" className="kado-field__hint">
            {hint}
          </Text>
        )}
        <Group className="kado-input kado-combobox__group">
          <Input className="kado-combobox__input" placeholder={placeholder} />
          <AriaButton className="kado-combobox__button">
            <span className="kado-menu__chevron" aria-hidden="true" />
          </AriaButton>
        </Group>
        <AriaFieldError className="kado-field__error">{error}</AriaFieldError>
        <Popover className="kado-popover">
          <ListBox
            className="kado-listbox"
            renderEmptyState={() => (
              <p className="kado-listbox__empty">{strings.select.noResults}</p>
            )}
          >
            {children}
          </ListBox>
        </Popover>
      </AriaComboBox>
    </RacLocale>
  );
}

export { ListItem as ComboBoxItem };
