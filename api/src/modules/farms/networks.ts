/**
 * The network a client address belongs to, the only part of it a farm signal keeps: the /24 of
 * an IPv4 address (one office, one home router, one carrier pool) and the /48 of an IPv6 one (one
 * site). The full address is never stored. Loopback, private and link-local networks (a test
 * run, an office behind one router, a carrier's shared address space) say nothing about who is
 * behind them, so they count only when FARM_COUNT_PRIVATE_NETWORKS says so.
 */
import { isIPv4, isIPv6 } from 'node:net';

export interface ClientNetwork {
  network: string;
  private: boolean;
}

function ipv4Network(address: string): ClientNetwork {
  const [a = 0, b = 0, c = 0] = address.split('.').map(Number);
  const isPrivate =
    a === 127 ||
    a === 10 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127);
  return { network: `${a}.${b}.${c}.0/24`, private: isPrivate };
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':').map((group) => parseInt(group, 16) || 0) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(Math.max(0, 8 - left.length - right.length)).fill(0), ...right];
}

/** The client's network, or null for something that is not an address. */
export function clientNetwork(ip: string): ClientNetwork | null {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return ipv4Network(mapped[1]);
  if (isIPv4(address)) return ipv4Network(address);
  if (!isIPv6(address)) return null;
  const groups = ipv6Groups(address.split('%')[0] ?? address);
  const first = groups[0] ?? 0;
  const isPrivate =
    groups.every((group, index) => (index < 7 ? group === 0 : group <= 1)) ||
    (first & 0xfe00) === 0xfc00 ||
    (first & 0xffc0) === 0xfe80;
  const prefix = groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':');
  return { network: `${prefix}::/48`, private: isPrivate };
}

/** The app's random device id (crypto.randomUUID in the browser), or null for anything else. */
export function deviceIdFrom(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const id = value.trim().toLowerCase();
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : null;
}
