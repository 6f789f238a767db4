import { isIP } from 'node:net';

/**
 * Which IP addresses the guarded fetcher may connect to. Only globally reachable unicast addresses are public;
 * everything IANA lists as special-purpose (private, loopback, link-local, unique-local, CGNAT, multicast,
 * documentation, benchmarking, reserved, unspecified) is not. IPv6 addresses that embed an IPv4 address
 * (IPv4-mapped, IPv4-compatible, NAT64, 6to4) are judged by the embedded address.
 */
export function isPublicAddress(address: string): boolean {
  const version = isIP(stripZone(address));
  if (version === 4) return isPublicV4(parseV4(address));
  if (version === 6) return isPublicV6(parseV6(stripZone(address)));
  return false;
}

const stripZone = (address: string) => address.replace(/%.*$/, '');

/** [network, prefix length] */
const V4_SPECIAL: [number, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // AS112 direct delegation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
].map(([network, bits]) => [parseV4(network as string), bits as number]);

function parseV4(address: string): number {
  return address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

function isPublicV4(value: number): boolean {
  return !V4_SPECIAL.some(([network, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(network / 2 ** (32 - bits)));
}

/** The 8 16-bit groups of an IPv6 address (including a trailing dotted IPv4 part). */
function parseV6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const v4 = parseV4(dotted[1]);
    text = text.slice(0, -dotted[1].length) + `${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  return groups.map((group) => parseInt(group, 16));
}

const embeddedV4 = (groups: number[], from: number) => groups[from] * 65536 + groups[from + 1];

function isPublicV6(g: number[]): boolean {
  const allZero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, deprecated; also covers :: and ::1)
  if (allZero(0, 5) && g[5] === 0xffff) return isPublicV4(embeddedV4(g, 6));
  if (allZero(0, 6)) return false;
  // 64:ff9b::/96 NAT64 well-known prefix: the embedded IPv4 decides
  if (g[0] === 0x64 && g[1] === 0xff9b && allZero(2, 6)) return isPublicV4(embeddedV4(g, 6));
  // 2002::/16 6to4: the embedded IPv4 (groups 1-2) decides
  if (g[0] === 0x2002) return isPublicV4(embeddedV4(g, 1));
  // Only 2000::/3 is global unicast; fc00::/7, fe80::/10, ff00::/8, 100::/64 and the rest fall outside it.
  if ((g[0] & 0xe000) !== 0x2000) return false;
  // Special-purpose blocks inside 2000::/3
  if (g[0] === 0x2001 && g[1] < 0x200) return false; // 2001::/23 IETF protocol assignments (Teredo, ORCHID, ...)
  if (g[0] === 0x2001 && g[1] === 0xdb8) return false; // 2001:db8::/32 documentation
  if (g[0] === 0x3fff && g[1] < 0x1000) return false; // 3fff::/20 documentation
  return true;
}
