// Secret redaction for anything we publish or log: vendor key shapes, and the literal values of
// the keys this run was configured with (also base64- and URL-encoded). The caller treats any
// redaction as a blocker ("possible secret disclosure"). Pure.

export const REDACTED = '[REDACTED]';

/** Vendor key shapes. Bodies need a plausible length; the generic `sk-` also needs a digit so
 * hyphenated words ("sk-learn-style-…") are left alone. */
const KEY_SHAPES: RegExp[] = [
  /(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{16,}/g,
  /(?<![A-Za-z0-9_-])sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{16,}/g,
  /(?<![A-Za-z0-9_-])sk-(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}/g,
  /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{30,}/g,
  /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{20,}/g,
  /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{20,}/g,
  /(?<![A-Za-z0-9_-])xox[baprs]-[A-Za-z0-9-]{10,}/g,
  /(?<![A-Z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![0-9A-Z])/g,
  /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|$)/g,
];

const MIN_SECRET_LENGTH = 8;

/**
 * The base64 spellings of `secret` wherever it sits in a longer encoded stream: for each of the
 * three byte alignments, the characters that depend only on the secret's bytes.
 */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms: string[] = [];
  for (let offset = 0; offset < 3; offset += 1) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
    const encoded = padded.toString('base64').replace(/=+$/, '');
    const skip = offset === 0 ? 0 : offset === 1 ? 2 : 3;
    const total = offset + bytes.length;
    // A trailing partial group mixes in bits of whatever follows in the stream.
    const drop = total % 3 === 0 ? 0 : 1;
    const core = encoded.slice(skip, encoded.length - drop);
    if (core.length >= MIN_SECRET_LENGTH) {
      forms.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
    }
  }
  return forms;
}

function spellings(secret: string): string[] {
  const forms = new Set<string>([secret]);
  try {
    const uri = encodeURIComponent(secret);
    forms.add(uri);
    forms.add(uri.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()));
    forms.add(uri.replace(/%20/g, '+'));
  } catch {
    // A lone surrogate has no URL encoding; the literal and base64 forms still apply.
  }
  for (const b of base64Forms(secret)) forms.add(b);
  return [...forms].filter((f) => f.length >= MIN_SECRET_LENGTH);
}

export function redactSecrets(
  text: string,
  configuredSecrets: string[],
): { text: string; redactions: number } {
  let s = typeof text === 'string' ? text : String(text ?? '');
  let redactions = 0;
  const literals = [
    ...new Set(
      configuredSecrets
        .filter((v): v is string => typeof v === 'string')
        .map((v) => v.trim())
        .filter((v) => v.length >= MIN_SECRET_LENGTH)
        .flatMap(spellings),
    ),
  ].sort((a, b) => b.length - a.length);
  for (const literal of literals) {
    const parts = s.split(literal);
    if (parts.length > 1) {
      redactions += parts.length - 1;
      s = parts.join(REDACTED);
    }
  }
  for (const shape of KEY_SHAPES) {
    s = s.replace(shape, () => {
      redactions += 1;
      return REDACTED;
    });
  }
  return { text: s, redactions };
}
