import { isPublicAddress } from './ip-address';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.1.2', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with zone'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['::ffff:10.1.2.3', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:c0a8:0101::1', '6to4 of 192.168.1.1'],
    ['2001:db8::1', 'documentation'],
    ['100::1', 'discard'],
    ['not-an-ip', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255', // just below 172.16/12
    '172.32.0.1', // just above it
    '100.128.0.1', // just above CGNAT
    '2606:4700:4700::1111',
    '2a00:1450:4001:82b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('addresses as a URL spells them', () => {
  // The guard judges `new URL(x).hostname`: the URL parser turns every IPv4 notation into dotted decimal and
  // every IPv6 one into its canonical form, so no notation slips past the ranges.
  const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');
  it.each([
    ['http://10.0.0.1/', 'private'],
    ['http://012.0.0.1/', 'private, octal'],
    ['http://0xa000001/', 'private, hex'],
    ['http://167772161/', 'private, decimal'],
    ['http://192.168.1/', 'private, short form'],
    ['http://0xc0.0xa8.0x1.0x1/', 'private, dotted hex'],
    ['http://169.254.169.254/', 'link-local (cloud metadata)'],
    ['http://2852039166/', 'link-local, decimal'],
    ['http://0251.0376.0251.0376/', 'link-local, octal'],
    ['http://[::ffff:169.254.169.254]/', 'link-local, IPv4-mapped'],
    ['http://[::ffff:a00:1]/', 'private, IPv4-mapped hex'],
    ['http://[fe80::1]/', 'IPv6 link-local'],
    ['http://[fd00::1]/', 'IPv6 unique-local'],
    ['http://[64:ff9b::a00:1]/', 'NAT64 of a private address'],
    ['http://[2002:a00:1::]/', '6to4 of a private address'],
    ['http://0/', 'unspecified'],
    ['http://[::]/', 'IPv6 unspecified'],
  ])('refuses %s (%s)', (url) => {
    expect(isPublicAddress(hostOf(url))).toBe(false);
  });
});
