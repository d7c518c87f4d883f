import { describe, expect, it } from 'vitest';
import { checkAddress, isCloudMetadataAddress } from './address-policy';

describe('checkAddress', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '2606:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8', // IPv4-mapped public address: the embedded address decides
    '64:ff9b::808:808', // NAT64 (DNS64 networks) of a public address
    '172.32.0.1', // just outside 172.16/12
    '100.128.0.1', // just outside 100.64/10
    '198.20.0.1', // just outside 198.18/15
  ])('allows public unicast %s', (address) => {
    expect(checkAddress(address)).toEqual({ allowed: true });
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local (with zone)'],
    ['febf::1', 'link-local upper end'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.255', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['192.0.2.1', 'documentation TEST-NET-1'],
    ['198.51.100.1', 'documentation TEST-NET-2'],
    ['203.0.113.1', 'documentation TEST-NET-3'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation (RFC 9637)'],
    ['192.0.0.1', 'IETF protocol assignments'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::7f00:1', 'IPv4-compatible loopback, hex'],
    ['::8.8.8.8', 'IPv4-compatible (deprecated) even if public'],
    ['::ffff:0:7f00:1', 'IPv4-translated'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::10.0.0.1', 'NAT64 of private'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of metadata'],
    ['64:ff9b:1::808:808', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:0a00:0001::1', '6to4 of private'],
    ['2002:0808:0808::1', '6to4 (refused outright)'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:2::1', 'benchmarking'],
    ['100::1', 'discard-only'],
    ['fec0::1', 'site-local'],
    ['169.254.169.254', 'AWS/GCP/Azure metadata'],
    ['169.254.170.2', 'ECS metadata'],
    ['fd00:ec2::254', 'AWS IPv6 metadata'],
    ['100.100.100.200', 'Alibaba metadata'],
    ['not-an-ip', 'not an address'],
    ['0x7f000001', 'hex IPv4 form'],
    ['2130706433', 'decimal IPv4 form'],
    ['0177.0.0.1', 'octal IPv4 form'],
    ['127.1', 'short IPv4 form'],
    ['', 'empty'],
  ])('refuses %s (%s)', (address) => {
    const verdict = checkAddress(address);
    expect(verdict.allowed).toBe(false);
  });

  it('names the range it refused', () => {
    expect(checkAddress('10.1.2.3')).toEqual({ allowed: false, reason: 'private' });
    expect(checkAddress('::7f00:1')).toEqual({
      allowed: false,
      reason: 'IPv4-compatible, unspecified or loopback',
    });
    expect(checkAddress('::ffff:127.0.0.1')).toEqual({ allowed: false, reason: 'loopback' });
  });
});

describe('isCloudMetadataAddress', () => {
  it.each([
    '169.254.169.254',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    'fd00:ec2::254',
    '100.100.100.200',
  ])('recognises %s', (address) => expect(isCloudMetadataAddress(address)).toBe(true));

  it.each(['169.254.169.253', '8.8.8.8', '127.0.0.1', 'fd00:ec2::1'])('does not flag %s', (address) =>
    expect(isCloudMetadataAddress(address)).toBe(false),
  );
});
