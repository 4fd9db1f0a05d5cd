import { useApiErrorMessage } from '../lib/api-error-message';
import { isReauthRequired } from '../lib/fresh-sign-in';
import { FreshSignInNotice } from './fresh-sign-in-notice';

export interface RefusalAlertProps {
  /** The procedure's error. */
  error: unknown;
  /** The class of the alert paragraph, the form's own. */
  className: string;
}

/**
 * A sensitive action's refusal: the fresh sign-in notice when the last sign-in is too old,
 * otherwise the refusal's message as an alert.
 */
export function RefusalAlert({ error, className }: RefusalAlertProps) {
  const errorMessage = useApiErrorMessage();
  return isReauthRequired(error) ? (
    <FreshSignInNotice />
  ) : (
    <p role="alert" className={className}>
      {errorMessage(error)}
    </p>
  );
}
