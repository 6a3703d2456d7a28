import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a request made on a user's behalf (oEmbed, webhooks, SMS gateways) must never reach, so
 * that no user can make the server call into its own network (Healthchecks refuses them for its
 * integrations too): loopback, private, link-local, carrier-grade NAT, documentation, benchmarking,
 * multicast and reserved ranges, for IPv4 and IPv6 (IPv4-mapped IPv6 addresses, in either spelling,
 * are checked as the IPv4 address they carry).
 */
const SPECIAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  SPECIAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  // The unspecified address, loopback and the IPv4-compatible addresses (`::127.0.0.1`).
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local (deprecated, still routed inside some networks).
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  SPECIAL.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is in a special (non-public) range. */
export function isSpecialAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return SPECIAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** An address a fetch may connect to, with its family. */
export interface Vetted {
  address: string;
  family: 4 | 6;
}

/** Refused: the host resolves to a special address, or (`unresolved`) not at all. */
export class AddressRefused extends Error {
  constructor(
    message: string,
    readonly unresolved = false,
  ) {
    super(message);
  }
}

/** What a request may reach besides public addresses: nothing, unless the operator allows it. */
export interface AddressPolicy {
  /** `host:port` pairs reachable on any address (OEMBED_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** Every address is reachable (INTEGRATIONS_ALLOW_PRIVATE_IPS). */
  allowPrivate: boolean;
  /** The setting that would let a refused host through, named in the refusal. */
  allowedBy?: (host: string, port: number) => string;
}

export const PUBLIC_ONLY: AddressPolicy = { allowHosts: [], allowPrivate: false };

/** Public addresses, and the `host:port` pairs of OEMBED_ALLOW_HOSTS. */
export const oembedPolicy = (allowHosts: readonly string[]): AddressPolicy => ({
  allowHosts,
  allowPrivate: false,
  allowedBy: (host, port) => `OEMBED_ALLOW_HOSTS=${host.includes(':') ? `[${host}]` : host}:${port}`,
});

/**
 * The address to connect to for a host: every address it resolves to must be public, unless the
 * policy allows it. Connecting to the vetted address itself (not resolving again) keeps DNS
 * rebinding out.
 */
export async function vetHost(hostname: string, port: number, policy: AddressPolicy): Promise<Vetted> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal as 4 | 6 }]
    : await lookup(host, { all: true }).catch(() => {
        throw new AddressRefused(`${host} does not resolve`, true);
      });
  if (!addresses.length) throw new AddressRefused(`${host} does not resolve`, true);
  const allowed = policy.allowPrivate || policy.allowHosts.includes(`${host.toLowerCase()}:${port}`);
  if (!allowed && addresses.some((entry) => isSpecialAddress(entry.address)))
    throw new AddressRefused(
      `${host} is not a public address${policy.allowedBy ? ` (${policy.allowedBy(host, port)} allows it)` : ''}`,
    );
  const [first] = addresses;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
