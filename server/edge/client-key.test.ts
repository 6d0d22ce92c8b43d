import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("clientKey: IPv4 per address, IPv6 per /64, mapped IPv6 as IPv4", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["203.0.113.7:5678", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:cb00:7107", "203.0.113.7"],
    ["[::ffff:203.0.113.7]:443", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:3::9", "2001:db8:1:3::/64"],
    ["[2001:db8::1]:443", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::203.0.113.7", "64:ff9b:0:0::/64"],
    [undefined, "unknown"],
    ["", "unknown"],
  ])("%s -> %s", (ip, key) => expect(clientKey(ip)).toBe(key));

  it("puts every address of one /64 in one bucket and the next /64 in another", () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) => clientKey(`2001:db8:aa:bb:${i.toString(16)}::${i}`)),
    );
    expect([...keys]).toEqual(["2001:db8:aa:bb::/64"]);
    expect(clientKey("2001:db8:aa:bc::1")).not.toBe("2001:db8:aa:bb::/64");
  });
});
