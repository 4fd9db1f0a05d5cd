import { Link, type LinkProps } from 'react-router';

import { Button, type ButtonSize, type ButtonVariant } from '@kado/ui';

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** A router link that looks like a button: for calls to action that navigate. */
export function LinkButton({ variant, size, block, children, ...linkProps }: LinkButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      block={block}
      render={(props) => <Link {...linkProps} {...props} />}
    >
      {children}
    </Button>
  );
}
