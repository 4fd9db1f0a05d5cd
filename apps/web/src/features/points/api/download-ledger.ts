import { useMutation } from '@tanstack/react-query';

import { CSRF_HEADER } from '@kado/shared';

const LEDGER_CSV_URL = '/bff/api/points/ledger.csv';

/** Fetches the ledger CSV (with the CSRF header the BFF requires) and hands it to the browser. */
export async function downloadLedgerCsv(): Promise<void> {
  const response = await fetch(LEDGER_CSV_URL, {
    headers: { [CSRF_HEADER]: '1' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`The ledger download answered ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'kado-points-ledger.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

export function useDownloadLedger() {
  return useMutation({ mutationFn: downloadLedgerCsv });
}
