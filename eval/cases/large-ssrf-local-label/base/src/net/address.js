// Facts about hosts and IP addresses, for the webhook settings and delivery pages.
import { isIP } from 'node:net';

function bare(host) {
  return String(host)
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
}

/**
 * Whether a host name obviously means "this machine" (localhost, *.localhost, 127.0.0.1, ::1).
 * Used to label a subscription "local" in the UI, for developers who point webhooks at a tunnel
 * on their laptop; it looks at the spelling only and says nothing about other private addresses.
 */
export function isLocalHost(host) {
  const name = bare(host);
  return (
    name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '::1'
  );
}

function ipv4Parts(ip) {
  return ip.split('.').map(Number);
}

function ipv4IsPublic(ip) {
  const [a, b] = ipv4Parts(ip);
  if (a === 0 || a === 10 || a === 127) return false; // "this" network, private, loopback
  if (a === 169 && b === 254) return false; // link-local (cloud metadata lives here)
  if (a === 172 && b >= 16 && b <= 31) return false; // private
  if (a === 192 && b === 168) return false; // private
  if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT
  if (a >= 224) return false; // multicast and reserved
  return true;
}

/**
 * Whether an IP address literal is publicly routable: false for loopback, private, link-local,
 * carrier-grade NAT, multicast and reserved ranges, IPv4 and IPv6 (IPv4-mapped IPv6 included).
 * Returns false for anything that is not an IP literal.
 */
export function isPublicIp(host) {
  const ip = bare(host);
  const version = isIP(ip);
  if (version === 4) return ipv4IsPublic(ip);
  if (version !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return ipv4IsPublic(mapped[1]);
  // The URL parser writes a mapped address in hex: [::ffff:10.0.0.5] → [::ffff:a00:5].
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
  if (hexMapped) {
    const high = parseInt(hexMapped[1], 16);
    const low = parseInt(hexMapped[2], 16);
    return ipv4IsPublic(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  if (ip === '::' || ip === '::1') return false;
  const first = parseInt(ip.split(':')[0] || '0', 16);
  if ((first & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((first & 0xff00) === 0xff00) return false; // multicast
  return true;
}

export function isIpLiteral(host) {
  return isIP(bare(host)) !== 0;
}
