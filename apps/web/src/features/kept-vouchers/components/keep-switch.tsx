import { useTranslation } from 'react-i18next';

import { Switch } from '@kado/ui';

import type { KeepChoices } from '../../../lib/kept-vouchers';
import { isKept } from '../../../lib/kept-vouchers';
import { useChooseKept } from '../api/choose-kept';

/**
 * "Keep on this device" (PRODUCT.md §11): for one voucher on its page, or for all of them on my
 * list. All are kept until the account says otherwise.
 */
export function KeepSwitch({
  accountTag,
  choices,
  voucherId,
}: {
  accountTag: string;
  choices: KeepChoices | undefined;
  /** Absent: the switch for all vouchers. */
  voucherId?: string;
}) {
  const { t } = useTranslation();
  const choose = useChooseKept(accountTag);
  const current = choices ?? { keepAll: true, byVoucher: {} };
  const checked = voucherId === undefined ? current.keepAll : isKept(current, voucherId);
  return (
    <Switch
      className="keep-switch"
      label={t(voucherId === undefined ? 'kept.keepAll' : 'kept.keepOne')}
      hint={t(voucherId === undefined ? 'kept.keepAllHint' : 'kept.keepOneHint')}
      checked={checked}
      disabled={choose.isPending}
      onChange={(event) => {
        const keep = event.currentTarget.checked;
        choose.mutate(voucherId === undefined ? { all: keep } : { id: voucherId, keep });
      }}
    />
  );
}
