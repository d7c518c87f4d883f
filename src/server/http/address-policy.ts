import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which IP addresses a visitor-typed URL may make the server connect to. Only public unicast addresses pass.
 * Two independent checks must both agree: ipaddr.js's range table (anything but 'unicast' is refused) and an
 * explicit CIDR list held in Node's own `BlockList` (a second parser, and ranges ipaddr.js calls 'unicast',
 * such as the deprecated IPv4-compatible ::a.b.c.d form).
 */
export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

const refusedIpv4: readonly [string, number, string][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay anycast'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
  ['255.255.255.255', 32, 'broadcast'],
];

// Not listed: ::ffff:0:0/96 and 64:ff9b::/96, whose embedded IPv4 address is judged instead (Node's BlockList
// also applies every IPv4 rule above to IPv4-mapped addresses).
const refusedIpv6: readonly [string, number, string][] = [
  ['::', 96, 'IPv4-compatible, unspecified or loopback'],
  ['::ffff:0:0:0', 96, 'IPv4-translated'],
  ['64:ff9b:1::', 48, 'local-use NAT64'],
  ['100::', 64, 'discard-only'],
  ['2001::', 23, 'IETF protocol assignments (Teredo, benchmarking, ...)'],
  ['2001:db8::', 32, 'documentation'],
  ['2002::', 16, '6to4'],
  ['3fff::', 20, 'documentation'],
  ['5f00::', 16, 'segment routing'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

/** Cloud instance-metadata endpoints: refused even for allow-listed hosts, since they hand out credentials. */
const cloudMetadataAddresses: readonly string[] = [
  '169.254.169.254', // AWS, GCP, Azure, Oracle, DigitalOcean, ...
  '169.254.170.2', // AWS ECS task metadata
  '169.254.170.23', // AWS EKS pod identity
  '100.100.100.200', // Alibaba Cloud
  '192.0.0.192', // Oracle Cloud (classic)
  'fd00:ec2::254', // AWS over IPv6
  'fd00:ec2::23', // AWS EKS pod identity over IPv6
];

const refusedRanges = new BlockList();
const rangeReasons: [ipaddr.IPv4 | ipaddr.IPv6, number, string][] = [];
for (const [network, prefix, reason] of refusedIpv4) {
  refusedRanges.addSubnet(network, prefix, 'ipv4');
  rangeReasons.push([ipaddr.IPv4.parse(network), prefix, reason]);
}
for (const [network, prefix, reason] of refusedIpv6) {
  refusedRanges.addSubnet(network, prefix, 'ipv6');
  rangeReasons.push([ipaddr.IPv6.parse(network), prefix, reason]);
}
const metadataList = new BlockList();
for (const address of cloudMetadataAddresses)
  metadataList.addAddress(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

const nat64 = ipaddr.IPv6.parse('64:ff9b::');

/** Decides whether the server may connect to `address` (a plain IPv4 or IPv6 address, as DNS returns it). */
export function checkAddress(address: string): AddressVerdict {
  const parsed = parseAddress(address);
  if (!parsed) return refused('not an IP address');
  const embedded = embeddedIpv4(parsed);
  if (embedded) return checkAddress(embedded.toString());
  const range = parsed.range();
  if (range !== 'unicast') return refused(range);
  const text = parsed.toString();
  if (refusedRanges.check(text, parsed.kind() === 'ipv4' ? 'ipv4' : 'ipv6'))
    return refused(listedReason(parsed));
  if (isCloudMetadataAddress(text)) return refused('cloud metadata');
  return { allowed: true };
}

/** Whether `address` is a cloud metadata endpoint, also when written as IPv4-mapped or NAT64 IPv6. */
export function isCloudMetadataAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  const effective = embeddedIpv4(parsed) ?? parsed;
  return metadataList.check(effective.toString(), effective.kind() === 'ipv4' ? 'ipv4' : 'ipv6');
}

/**
 * Parses a literal address strictly: dotted-quad IPv4 only (no 0x7f.1-style forms), any IPv6 form. A trailing
 * dotted quad in IPv6 is rewritten to hex first because ipaddr.js reads '::a.b.c.d' as '::ffff:a.b.c.d'.
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const version = isIP(address);
  if (version === 4)
    return ipaddr.IPv4.isValidFourPartDecimal(address) ? ipaddr.IPv4.parse(address) : undefined;
  if (version !== 6) return undefined;
  const withoutZone = address.split('%')[0] ?? '';
  const hexOnly = withoutZone.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => {
    const hex = (high: string, low: string) => ((Number(high) << 8) | Number(low)).toString(16);
    return `${hex(a, b)}:${hex(c, d)}`;
  });
  return ipaddr.IPv6.isValid(hexOnly) ? ipaddr.IPv6.parse(hexOnly) : undefined;
}

/** The IPv4 address an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) address stands for. */
function embeddedIpv4(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | undefined {
  if (address.kind() !== 'ipv6') return undefined;
  const v6 = address as ipaddr.IPv6;
  const [high = 0, low = 0] = v6.parts.slice(6);
  const isMapped = v6.parts.slice(0, 6).every((part, index) => part === (index === 5 ? 0xffff : 0));
  if (!isMapped && !v6.match(nat64, 96)) return undefined;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function listedReason(address: ipaddr.IPv4 | ipaddr.IPv6): string {
  const match = rangeReasons.find(
    ([network, prefix]) => network.kind() === address.kind() && address.match(network, prefix),
  );
  return match?.[2] ?? 'refused range';
}

function refused(reason: string): AddressVerdict {
  return { allowed: false, reason };
}
