/**
 * What `/account-info/devices` shows of a session (PRODUCT.md §7), taken once at sign-in: the device
 * named from its User-Agent, and a coarse place from its address. The address itself is never kept,
 * only its network (IPv4 /24, IPv6 /48), and a loopback or private address says no more than "local".
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

import Bowser from 'bowser';

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

export interface DeviceInfo {
  /** "Chrome 120", "Safari 17". */
  browser: string | null;
  /** "Windows 10", "iOS 17", "Android 14". */
  os: string | null;
  type: DeviceType | null;
}

export type Place = { kind: 'local' } | { kind: 'network'; network: string } | { kind: 'unknown' };

export const UNKNOWN_DEVICE: DeviceInfo = { browser: null, os: null, type: null };
export const UNKNOWN_PLACE: Place = { kind: 'unknown' };

/** A User-Agent is the client's to write: only this much of it is ever parsed. */
const USER_AGENT_PARSED_CHARS = 512;
/** Names longer than this are not a browser's or a system's. */
const NAME_MAX_CHARS = 48;
const DEVICE_TYPES = new Set<string>(['mobile', 'tablet', 'desktop']);

const major = (version: string | undefined) => version?.split('.')[0]?.trim() ?? '';

/** Printable words only: a name that came out of a forged User-Agent cannot carry markup or controls. */
function label(name: string | undefined, version: string): string | null {
  const text = `${name ?? ''} ${version}`.replace(/[^\p{L}\p{N} ._()-]/gu, '').trim();
  if (!name?.trim() || text.length === 0) return null;
  return text.slice(0, NAME_MAX_CHARS).trim();
}

export function deviceFrom(userAgent: string | undefined): DeviceInfo {
  const text = userAgent?.slice(0, USER_AGENT_PARSED_CHARS).trim();
  if (!text) return UNKNOWN_DEVICE;
  try {
    const { browser, os, platform } = Bowser.parse(text);
    const type = platform.type && DEVICE_TYPES.has(platform.type) ? platform.type : null;
    return {
      browser: label(browser.name, major(browser.version)),
      os: label(os.name, os.versionName ?? major(os.version)),
      type: type as DeviceType | null,
    };
  } catch {
    return UNKNOWN_DEVICE;
  }
}

const LOCAL = new BlockList();
LOCAL.addSubnet('0.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
LOCAL.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL.addAddress('::', 'ipv6');
LOCAL.addAddress('::1', 'ipv6');
LOCAL.addSubnet('fc00::', 7, 'ipv6');
LOCAL.addSubnet('fe80::', 10, 'ipv6');

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of a valid IPv6 address (an IPv4 tail counts as two). */
function groups(address: string): number[] {
  let text = address;
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)?.[1];
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

export function placeFrom(ip: string | undefined): Place {
  // A zone id (fe80::1%eth0) names an interface of this machine: the address is link-local anyway.
  const address = ip?.split('%')[0]?.trim() ?? '';
  const v4 = MAPPED_IPV4.exec(address)?.[1] ?? address;
  if (isIPv4(v4)) {
    if (LOCAL.check(v4, 'ipv4')) return { kind: 'local' };
    return { kind: 'network', network: `${v4.split('.').slice(0, 3).join('.')}.0/24` };
  }
  if (isIPv6(address)) {
    if (LOCAL.check(address, 'ipv6')) return { kind: 'local' };
    const prefix = groups(address)
      .slice(0, 3)
      .map((group) => group.toString(16))
      .join(':');
    return { kind: 'network', network: `${prefix}::/48` };
  }
  return UNKNOWN_PLACE;
}
