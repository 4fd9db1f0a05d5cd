import { ListBoxItem, type ListBoxItemProps } from 'react-aria-components';

import { cx } from '../class-names';
import '../menu/menu.css';

export type ListItemProps<T extends object = object> = Omit<ListBoxItemProps<T>, 'className'> & {
  className?: string;
};

/** An option of a Select or ComboBox, with a check mark when selected. */
export function ListItem<T extends object = object>({
  className,
  children,
  ...props
}: ListItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
      className={cx('kado-listbox__item', className)}
    >
      {(state) => (
        <>
          <span className="kado-listbox__check" aria-hidden="true">
            {state.isSelected ? '✓' : ''}
          </span>
          <span>{typeof children === 'function' ? children(state) : children}</span>
        </>
      )}
    </ListBoxItem>
  );
}
