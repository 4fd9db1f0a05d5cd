/**
 * Set while vouchers are kept on this device (lib/kept-vouchers.ts), so pages that never show
 * vouchers need not load the IndexedDB code, nor open IndexedDB, to learn there is nothing to
 * check. It names no code and no account.
 */
const MARKER = 'kado.kept';

export function hasKeptMarker(): boolean {
  try {
    return localStorage.getItem(MARKER) !== null;
  } catch {
    // Storage refused (private mode): assume something may be kept, and look.
    return true;
  }
}

export function setKeptMarker(on: boolean): void {
  try {
    if (on) localStorage.setItem(MARKER, '1');
    else localStorage.removeItem(MARKER);
  } catch {
    // Storage refused (private mode): IndexedDB stays the truth, the marker only saves an open.
  }
}
