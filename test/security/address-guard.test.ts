import { describe, expect, it } from 'vitest';
import { AddressRefused, isSpecialAddress, PUBLIC_ONLY, vetHost } from '../../src/net/address-guard.js';

// Server-side fetches made for users reach public addresses only: no user may reach the server's network.
describe('address guard', () => {
  it('knows the special IPv4 and IPv6 ranges', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '::127.0.0.1',
      '::7f00:1',
      '::a00:1',
      'fec0::1',
      'feff::1',
      '64:ff9b:1::a00:1',
      'fe80::1%eth0',
      'not an address',
    ])
      expect(isSpecialAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isSpecialAddress(address), address).toBe(false);
  });

  it('refuses hosts that resolve to special addresses unless host:port or every address is allowed', async () => {
    expect(await vetHost('localhost', 9, { allowHosts: [], allowPrivate: true })).toMatchObject({
      family: expect.any(Number),
    });
    await expect(vetHost('127.0.0.1', 80, PUBLIC_ONLY)).rejects.toBeInstanceOf(AddressRefused);
    await expect(vetHost('localhost', 80, PUBLIC_ONLY)).rejects.toBeInstanceOf(AddressRefused);
    await expect(vetHost('[::1]', 8080, PUBLIC_ONLY)).rejects.toBeInstanceOf(AddressRefused);
    await expect(
      vetHost('localhost', 81, { allowHosts: ['localhost:80'], allowPrivate: false }),
    ).rejects.toBeInstanceOf(AddressRefused);
    expect(await vetHost('127.0.0.1', 8080, { allowHosts: ['127.0.0.1:8080'], allowPrivate: false })).toEqual(
      { address: '127.0.0.1', family: 4 },
    );
    expect(await vetHost('8.8.8.8', 443, PUBLIC_ONLY)).toEqual({ address: '8.8.8.8', family: 4 });
  });
});
