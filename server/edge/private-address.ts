import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/** Loopback, private, link-local, carrier-grade NAT, unspecified and unique-local ranges. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
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
