// Encoders the secret-matcher tests disguise keys with, written independently of the matcher's
// own (which only ever encodes the secret's core, at an alignment): these encode whole texts the
// way the tools a log comes from do.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, padded. */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  while (out.length % 8 !== 0) out += '=';
  return out;
}

export function rot13(text: string): string {
  return text.replace(/[A-Za-z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** Printable ASCII as its fullwidth forms (U+FF01–U+FF5E). */
export function fullwidth(text: string): string {
  return text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
}

export function utf16le(text: string): Buffer {
  return Buffer.from(text, 'utf16le');
}

export function utf16be(text: string): Buffer {
  return Buffer.from(text, 'utf16le').swap16();
}
