import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { URL } from 'node:url';

// Addresses a preview must never reach: this host, private networks, link-local (cloud metadata
// at 169.254.169.254), carrier-grade NAT, multicast and reserved space.
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
]) {
  internal.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
]) {
  internal.addSubnet(net, prefix, 'ipv6');
}

export function isInternalAddress(address) {
  const family = isIP(address);
  if (family === 0) return true;
  // BlockList matches an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against the IPv4 rules.
  return internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

// Used as the connection's own lookup, so the address checked is the address connected to: a
// name that resolves differently on a second lookup (DNS rebinding) gains nothing.
function publicLookup(hostname, options, callback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error);
    if (addresses.length === 0 || addresses.some((a) => isInternalAddress(a.address))) {
      return callback(new Error(`${hostname} resolves to an internal address`));
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
}

const MAX_BYTES = 512 * 1024;

/** GET without following redirects (a redirect could point inside), reading at most MAX_BYTES. */
export function fetchPublic(url) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { lookup: publicLookup, timeout: 5000 }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error(`preview fetch answered ${response.statusCode}`));
      }
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
        if (body.length > MAX_BYTES) request.destroy(new Error('page too large'));
      });
      response.on('end', () => resolve({ text: async () => body }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('preview fetch timed out')));
    request.on('error', reject);
  });
}

export async function preview(url, fetchImpl = fetchPublic) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  // An address literal is connected to without any lookup, so it is checked here.
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && isInternalAddress(host)) return null;
  const html = await (await fetchImpl(parsed.href)).text();
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  return title.slice(0, 200);
}
