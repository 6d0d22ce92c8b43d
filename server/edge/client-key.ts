import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split(".").map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/** Drops brackets, a port (`1.2.3.4:5678`, `[::1]:443`) and an IPv6 zone (`fe80::1%eth0`). */
function bareAddress(value: string): string {
  const trimmed = value.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)?.[1];
  if (bracketed) return bracketed.split("%")[0] ?? bracketed;
  const ipv4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(trimmed)?.[1];
  if (ipv4WithPort) return ipv4WithPort;
  return trimmed.split("%")[0] ?? trimmed;
}

/**
 * The rate-limit key of a client address (Express's `req.ip`, which believes only the configured
 * proxies). IPv4 counts per address. IPv6 counts per /64: one subscriber is handed a whole /64
 * and can pick a fresh address in it for every request. An IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.7`, what a dual-stack socket reports) counts as its IPv4 address.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const address = bareAddress(ip);
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
