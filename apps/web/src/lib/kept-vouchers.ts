/**
 * Vouchers kept on this device for the counter without a network (PRODUCT.md §11), in IndexedDB.
 * They belong to one account (its `accountTag`, never its id, a token or a session id) and go at
 * sign-out, on a 401, when another account (or nobody) is signed in at the next contact, when used
 * or expired, and after 30 days without the BFF answering.
 *
 * Here in lib, not in the kept-vouchers feature: sign-out (session feature) and the 401 handler
 * (query client) must wipe them too, and a feature never imports another feature.
 */
import type { Voucher } from '@kado/shared/schemas';

import { hasKeptMarker, setKeptMarker } from './kept-marker';

const DB_NAME = 'kado-kept';
const STORE = 'kept';
/** One record per key: the account, the keep choices and the vouchers, each replaced whole. */
const OWNER = 'owner';
const CHOICES = 'choices';
const VOUCHERS = 'vouchers';

/** Without the BFF answering for this long, kept vouchers are wiped. */
export const KEPT_MAX_SILENCE_MS = 30 * 24 * 60 * 60 * 1000;

interface Owner {
  accountTag: string;
  /** Epoch ms of the last time the BFF answered. */
  lastContactAt: number;
}

/** Which active vouchers to keep: all by default, with per-voucher exceptions. */
export interface KeepChoices {
  keepAll: boolean;
  byVoucher: Readonly<Record<string, boolean>>;
}

export interface KeptVoucher {
  voucher: Voucher;
  /** Epoch ms when this copy was written. */
  keptAt: number;
}

export interface KeptState extends Owner {
  choices: KeepChoices;
  /** Active and not yet expired, soonest expiry first. */
  vouchers: KeptVoucher[];
}

const DEFAULT_CHOICES: KeepChoices = { keepAll: true, byVoucher: {} };

export function isKept(choices: KeepChoices, id: string): boolean {
  return choices.byVoucher[id] ?? choices.keepAll;
}

/** Only an active voucher whose date has not passed may be shown at a counter. */
export function isUsable(voucher: Voucher, now: number): boolean {
  return voucher.status === 'active' && Date.parse(voucher.expiresAt) > now;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => {
      resolve(req.result);
    };
    req.onerror = () => {
      reject(req.error ?? new Error('IndexedDB request failed'));
    };
  });
}

function open(): Promise<IDBDatabase> {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => {
    req.result.createObjectStore(STORE);
  };
  return request(req);
}

/** Runs `work` in one transaction and resolves when it has committed. */
async function inTransaction<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const db = await open();
  try {
    const tx = db.transaction(STORE, mode);
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => {
        resolve();
      };
      tx.onabort = tx.onerror = () => {
        reject(tx.error ?? new Error('IndexedDB transaction failed'));
      };
    });
    const result = await work(tx.objectStore(STORE));
    await done;
    return result;
  } finally {
    db.close();
  }
}

async function readAll(store: IDBObjectStore) {
  const [owner, choices, vouchers] = await Promise.all([
    request(store.get(OWNER)) as Promise<Owner | undefined>,
    request(store.get(CHOICES)) as Promise<KeepChoices | undefined>,
    request(store.get(VOUCHERS)) as Promise<KeptVoucher[] | undefined>,
  ]);
  return { owner, choices: choices ?? DEFAULT_CHOICES, vouchers: vouchers ?? [] };
}

/** Removes everything kept on this device. */
export async function forgetKeptVouchers(): Promise<void> {
  setKeptMarker(false);
  // Without IndexedDB (an old or locked-down browser) nothing was ever kept.
  if (typeof indexedDB === 'undefined') return;
  await inTransaction('readwrite', (store) => request(store.clear()));
}

/**
 * What is kept, or null when nothing is. Expired or used copies are never returned (and are
 * dropped); after 30 days without the BFF answering, everything goes.
 */
export async function readKeptVouchers(now = Date.now()): Promise<KeptState | null> {
  if (!hasKeptMarker()) return null;
  const { owner, choices, vouchers } = await inTransaction('readonly', readAll);
  if (!owner) return null;
  if (now - owner.lastContactAt > KEPT_MAX_SILENCE_MS) {
    await forgetKeptVouchers();
    return null;
  }
  const usable = vouchers.filter((kept) => isUsable(kept.voucher, now));
  if (usable.length !== vouchers.length) {
    await inTransaction('readwrite', (store) => request(store.put(usable, VOUCHERS)));
  }
  return { ...owner, choices, vouchers: usable };
}

/**
 * Writes the account's active vouchers as the BFF gave them at `answeredAt`: those it keeps replace
 * the previous copies; used, expired and unkept ones are gone. Another account's data goes first.
 */
export async function saveKeptVouchers(
  accountTag: string,
  active: readonly Voucher[],
  answeredAt: number,
): Promise<void> {
  const now = answeredAt;
  setKeptMarker(true);
  await inTransaction('readwrite', async (store) => {
    const previous = await readAll(store);
    const choices = previous.owner?.accountTag === accountTag ? previous.choices : DEFAULT_CHOICES;
    const kept = active
      .filter((voucher) => isUsable(voucher, now) && isKept(choices, voucher.id))
      .map((voucher) => ({ voucher, keptAt: now }));
    await Promise.all([
      request(store.put({ accountTag, lastContactAt: now } satisfies Owner, OWNER)),
      request(store.put(choices, CHOICES)),
      request(store.put(kept, VOUCHERS)),
    ]);
  });
}

/**
 * Records the account's choice (one voucher, or all of them) and drops what it no longer keeps at
 * once; what it now keeps is written at the next sync.
 */
export async function chooseKept(
  accountTag: string,
  choice: { readonly all: boolean } | { readonly id: string; readonly keep: boolean },
): Promise<void> {
  setKeptMarker(true);
  await inTransaction('readwrite', async (store) => {
    const previous = await readAll(store);
    const mine = previous.owner?.accountTag === accountTag;
    const current = mine ? previous.choices : DEFAULT_CHOICES;
    const choices: KeepChoices =
      'all' in choice
        ? { keepAll: choice.all, byVoucher: {} }
        : { ...current, byVoucher: { ...current.byVoucher, [choice.id]: choice.keep } };
    const vouchers = (mine ? previous.vouchers : []).filter((kept) =>
      isKept(choices, kept.voucher.id),
    );
    const owner = mine ? previous.owner : { accountTag, lastContactAt: Date.now() };
    await Promise.all([
      request(store.put(owner, OWNER)),
      request(store.put(choices, CHOICES)),
      request(store.put(vouchers, VOUCHERS)),
    ]);
  });
}

/**
 * The BFF answered who is signed in: nobody or another account wipes what is kept; the same
 * account counts as contact for the 30-day rule.
 */
export async function noteSignedInAccount(
  accountTag: string | null,
  now = Date.now(),
): Promise<void> {
  if (!hasKeptMarker()) return;
  const owner = await inTransaction(
    'readonly',
    (store) => request(store.get(OWNER)) as Promise<Owner | undefined>,
  );
  if (!owner) return;
  if (owner.accountTag !== accountTag) {
    await forgetKeptVouchers();
    return;
  }
  await inTransaction('readwrite', (store) =>
    request(store.put({ ...owner, lastContactAt: now } satisfies Owner, OWNER)),
  );
}
