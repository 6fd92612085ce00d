import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientAddressFrom, parseProxyTrust, type ProxyTrust } from './proxy-trust.ts';

function trust(value: string): ProxyTrust {
  const parsed = parseProxyTrust(value);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed;
}

describe('the client address under TRUST_PROXY', () => {
  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressFrom('203.0.113.5', '198.51.100.1', trust(''))).toBe('203.0.113.5');
    expect(clientAddressFrom('::ffff:203.0.113.5', '1.2.3.4, 5.6.7.8', trust(''))).toBe('203.0.113.5');
  });

  it('is the entry that many hops from the server for a hop count, never one a visitor put in front', () => {
    // The visitor sent "X-Forwarded-For: 6.6.6.6"; the proxy appended the address it saw.
    expect(clientAddressFrom('10.0.0.2', '6.6.6.6, 198.51.100.7', trust('1'))).toBe('198.51.100.7');
    expect(clientAddressFrom('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.3', trust('2'))).toBe('198.51.100.7');
    // Fewer entries than hops: the farthest one there is.
    expect(clientAddressFrom('10.0.0.2', '198.51.100.7', trust('3'))).toBe('198.51.100.7');
    expect(clientAddressFrom('10.0.0.2', undefined, trust('1'))).toBe('10.0.0.2');
  });

  it('is the first address from the right that is not a listed proxy for a CIDR list', () => {
    const proxies = trust('10.0.0.0/8, 2001:db8::/32');
    expect(clientAddressFrom('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.1.2.3', proxies)).toBe('198.51.100.7');
    expect(clientAddressFrom('::ffff:10.0.0.2', '2001:db8::9, 2001:db9::1', proxies)).toBe('2001:db9::1');
    // A peer that is not a listed proxy is the client, whatever it claims.
    expect(clientAddressFrom('203.0.113.5', '198.51.100.7', proxies)).toBe('203.0.113.5');
    // Every hop a proxy: the farthest.
    expect(clientAddressFrom('10.0.0.2', '10.9.9.9', proxies)).toBe('10.9.9.9');
  });

  it('stops at the last trusted hop when the next entry is not an address', () => {
    expect(clientAddressFrom('10.0.0.2', '198.51.100.7, not-an-address', trust('2'))).toBe('10.0.0.2');
    expect(clientAddressFrom('10.0.0.2', '<script>', trust('10.0.0.0/8'))).toBe('10.0.0.2');
  });

  it('never takes an entry a visitor can write for a hop count, whatever the visitor sends (property)', () => {
    const ipv4 = fc.ipV4();
    fc.assert(
      fc.property(fc.array(fc.oneof(ipv4, fc.string()), { maxLength: 6 }), ipv4, (forged, seenByProxy) => {
        const header = [...forged, seenByProxy].join(', ');
        expect(clientAddressFrom('10.0.0.2', header, trust('1'))).toBe(seenByProxy);
      }),
    );
  });
});
