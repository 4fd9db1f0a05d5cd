import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError as AriaFieldError,
  Label,
  ListBox,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';

import { cx } from '../class-names';
import { RacLocale } from '../rac-locale/rac-locale';
import { useUiStrings } from '../ui-provider/ui-provider';
import { ListItem } from './list-item';
import '../field/field.css';
import './select.css';

export type SelectProps<T extends object> = Omit<
  AriaSelectProps<T>,
  'className' | 'children' | 'isInvalid' | 'placeholder'
> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
};

/**
 * One choice from a list in a popover (React Aria): type-ahead, arrow keys, Escape, a hidden native
 * select for forms (`name`). Options are SelectItem; `value`/`onChange` hold the chosen id.
 */
export function Select<T extends object>({
  label,
  hint,
  error,
  placeholder,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  const strings = useUiStrings();
  return (
    <RacLocale>
      <AriaSelect
        {...props}
        placeholder={placeholder ?? strings.select.placeholder}
        isInvalid={Boolean(error)}
        className={cx(
          'kado-field',
          'kado-select',
          Boolean(error) && 'kado-field--invalid',
          className,
        )}
      >
        <Label className="kado-field__label">{label}</Label>
        {hint && (
          <Text slot="description" className="kado-field__hint">
            {hint}
          </Text>
        )}
        <AriaButton className="kado-input kado-select__button">
          <SelectValue className="kado-select__value" />
          <span className="kado-menu__chevron" aria-hidden="true" />
        </AriaButton>
        <AriaFieldError className="kado-field__error">{error}</AriaFieldError>
        <Popover className="kado-popover">
          <ListBox className="kado-listbox" items={items}>
            {children}
          </ListBox>
        </Popover>
      </AriaSelect>
    </RacLocale>
  );
}

export { ListItem as SelectItem };
