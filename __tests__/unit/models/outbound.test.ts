// The outbound redaction cache (src/models/outbound.ts): every text still loses the run's secrets,
// and a chunked run's long texts are redacted one at a time with a turn of the event loop before
// each, so what was scheduled after one chunk's redaction (its requests' socket writes) runs
// before the next chunk's starts.
import { describe, expect, it } from 'vitest';
import { createOutbound } from '../../../src/models/outbound.js';

const KEY = 'sk-ant-api03-outboundUnitTestKey0000000000007';
const long = (label: string, withKey = false): string =>
  `${label}\n${'const x = 1;\n'.repeat(1_000)}${withKey ? `token = "${Buffer.from(KEY).toString('base64')}"\n` : ''}`;

describe('createOutbound', () => {
  it('a long text prepared, then read, has lost the secret in any spelling; so has a short one', async () => {
    const outbound = createOutbound([KEY]);
    const text = long('chunk 1', true);
    await outbound.prepare(text);
    expect(outbound.redact(text)).toContain('[REDACTED]');
    expect(outbound.redact(text)).not.toContain(Buffer.from(KEY).toString('base64'));
    expect(outbound.redact(`short ${KEY}`)).toBe('short [REDACTED]');
    // Read without being prepared first: redacted all the same.
    expect(outbound.redact(long('chunk 2', true))).not.toContain(
      Buffer.from(KEY).toString('base64'),
    );
  });

  it('each long text waits its turn: what the first one let run goes before the second is read', async () => {
    const outbound = createOutbound([KEY]);
    const events: string[] = [];
    const first = outbound.prepare(long('chunk 1')).then(() => {
      events.push('chunk 1 ready');
      // A request of chunk 1 writing to its socket: I/O after this turn of the loop.
      setImmediate(() => events.push('chunk 1 sent'));
    });
    const second = outbound.prepare(long('chunk 2')).then(() => events.push('chunk 2 ready'));
    // The same text asked for again shares the first one's turn.
    const again = outbound.prepare(long('chunk 1')).then(() => events.push('chunk 1 again'));
    await Promise.all([first, second, again]);
    expect(events).toEqual(['chunk 1 ready', 'chunk 1 again', 'chunk 1 sent', 'chunk 2 ready']);
  });

  it('a short or already-kept text is ready without waiting for the queue', async () => {
    const outbound = createOutbound([KEY]);
    const text = long('chunk 1');
    await outbound.prepare(text);
    const events: string[] = [];
    const queued = outbound.prepare(long('chunk 2')).then(() => events.push('chunk 2'));
    await outbound.prepare(text).then(() => events.push('kept'));
    await outbound.prepare('short').then(() => events.push('short'));
    await queued;
    expect(events).toEqual(['kept', 'short', 'chunk 2']);
  });
});
