import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the server are trusted to say who the client is (TRUST_PROXY):
 * - `none` (unset): no one; the client is the socket's peer and X-Forwarded-For is ignored;
 * - `hops`: that many proxies stand in front of the server (the socket's peer is the last of them);
 * - `addresses`: the proxies are the addresses and CIDR ranges listed.
 */
export type ProxyTrust =
  | { readonly kind: 'none' }
  | { readonly kind: 'hops'; readonly hops: number }
  | { readonly kind: 'addresses'; readonly ranges: readonly string[]; readonly list: BlockList };

/** The most proxies a hop count may name. */
export const MAX_PROXY_HOPS = 10;

export const TRUST_NO_PROXY: ProxyTrust = { kind: 'none' };

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`, as Node reports IPv4 peers on a dual-stack socket) as IPv4. */
export function plainAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/** One address or CIDR range added to the list; false when it is neither. */
function addRange(list: BlockList, entry: string): boolean {
  const [address = '', prefix, ...rest] = plainAddress(entry).split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, Number(prefix), type);
  return true;
}

/**
 * Reads TRUST_PROXY: blank for none, a whole number of proxies (0 to 10; 0 is none), or addresses and CIDR ranges
 * separated by commas (`10.0.0.0/8, 127.0.0.1, ::1`). Answers the problem, in words, when it is none of these.
 */
export function parseProxyTrust(value: string | undefined): ProxyTrust | { readonly problem: string } {
  const text = (value ?? '').trim();
  if (text === '') return TRUST_NO_PROXY;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS)
      return { problem: `must name at most ${MAX_PROXY_HOPS} proxies (not ${text}); list their addresses instead` };
    return hops === 0 ? TRUST_NO_PROXY : { kind: 'hops', hops };
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const list = new BlockList();
  const bad = entries.filter((entry) => !addRange(list, entry));
  if (bad.length > 0)
    return {
      problem:
        'must be the number of proxies in front of the server (such as 1), or their addresses and CIDR ranges ' +
        `separated by commas (such as 10.0.0.0/8, 127.0.0.1, ::1); not ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
    };
  return { kind: 'addresses', ranges: entries, list };
}

/** Whether an address is one of the trusted proxies of a list. */
function isTrustedProxy(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address: the socket's peer unless it is a trusted proxy; then, walking X-Forwarded-For from its right
 * end (the entry the nearest proxy added), the first address that is not a trusted proxy (for a hop count: the entry
 * that many hops from the server). Entries a visitor put in front of the header are never reached while a trusted
 * proxy added its own; an entry that is not an IP address stops the walk at the last trusted one.
 */
export function clientAddressFrom(socketAddress: string, forwardedFor: string | undefined, trust: ProxyTrust): string {
  const peer = plainAddress(socketAddress);
  if (trust.kind === 'none' || forwardedFor === undefined) return peer;
  // Nearest first: the socket's peer, then the header from its right end.
  const hops = [
    peer,
    ...forwardedFor
      .split(',')
      .map((entry) => plainAddress(entry))
      .filter((entry) => entry !== '')
      .reverse(),
  ];
  let client = peer;
  for (let index = 0; index < hops.length; index++) {
    const address = hops[index] ?? '';
    if (isIP(address) === 0) break;
    client = address;
    const trusted = trust.kind === 'hops' ? index < trust.hops : isTrustedProxy(trust.list, address);
    if (!trusted) break;
  }
  return client;
}
