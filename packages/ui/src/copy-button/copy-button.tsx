import { useEffect, useState } from 'react';

import { Button, type ButtonSize, type ButtonVariant } from '../button/button';
import { useUiStrings } from '../ui-provider/ui-provider';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** The button's words; "Copy" by default. */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

type State = 'idle' | 'copied' | 'failed';

/** Copies `value` and says so (on the button and to screen readers) for two seconds. */
export function CopyButton({
  value,
  label,
  variant = 'secondary',
  size = 'sm',
  className,
}: CopyButtonProps) {
  const strings = useUiStrings();
  const [state, setState] = useState<State>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => {
      setState('idle');
    }, 2000);
    return () => {
      clearTimeout(timer);
    };
  }, [state]);

  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setState('failed');
      return;
    }
    clipboard.writeText(value).then(
      () => {
        setState('copied');
      },
      () => {
        setState('failed');
      },
    );
  };

  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={copy}>
        <span aria-hidden="true">{state === 'copied' ? '✓' : '⧉'}</span>{' '}
        {state === 'copied' ? strings.copy.copied : (label ?? strings.copy.copy)}
      </Button>
      <VisuallyHidden>
        <span role="status">
          {state === 'copied' ? strings.copy.copied : state === 'failed' ? strings.copy.failed : ''}
        </span>
      </VisuallyHidden>
    </>
  );
}
