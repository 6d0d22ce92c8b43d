import dns from "node:dns";
import { lookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Loopback, private, link-local, carrier-grade NAT, unspecified, benchmarking, multicast and
 * reserved ranges; in IPv6 also unique-local and IPv4-mapped addresses in any spelling.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * True when a host name is, or resolves to, a private or link-local address (SSRF guard).
 * Resolution failures count as private: nothing is fetched from a host we cannot vet.
 */
export async function resolvesToPrivateAddress(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return isPrivateAddress(host);
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.length === 0 || addresses.some(({ address }) => isPrivateAddress(address));
  } catch {
    return true;
  }
}

export class PrivateAddressError extends Error {
  override name = "PrivateAddressError";
  constructor(hostname: string) {
    super(`${hostname} resolves to a private address`);
  }
}

/**
 * A `lookup` for `http(s).request` that refuses a host name resolving to any private address.
 * The addresses vetted are the ones connected to, so a host whose DNS answer changes between a
 * check and the fetch (DNS rebinding) cannot slip through. IP literals never reach a lookup:
 * check those with `isPrivateAddress` first.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "");
    const first = addresses[0];
    if (!first || addresses.some(({ address }) => isPrivateAddress(address))) {
      return callback(new PrivateAddressError(hostname), "");
    }
    if (options.all) return callback(null, addresses);
    return callback(null, first.address, first.family);
  });
};
