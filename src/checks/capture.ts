// Bounded capture of a process's output: the first half of the cap and the last half, so a
// command that prints a gigabyte costs at most `capBytes` of memory and still shows how it ended.

export class OutputCapture {
  private readonly headCap: number;
  private readonly tailCap: number;
  private readonly head: Buffer[] = [];
  private headBytes = 0;
  private tail: Buffer[] = [];
  private tailBytes = 0;
  private total = 0;

  constructor(capBytes: number) {
    const cap = Number.isFinite(capBytes) && capBytes > 0 ? Math.floor(capBytes) : 64 * 1024;
    this.headCap = Math.max(1, Math.floor(cap / 2));
    this.tailCap = Math.max(1, cap - this.headCap);
  }

  push(chunk: Buffer | string): void {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.total += buf.length;
    if (this.headBytes < this.headCap) {
      const take = Math.min(this.headCap - this.headBytes, buf.length);
      this.head.push(buf.subarray(0, take));
      this.headBytes += take;
      buf = buf.subarray(take);
    }
    if (buf.length === 0) return;
    this.tail.push(buf);
    this.tailBytes += buf.length;
    // Drop whole chunks that are entirely outside the tail window; trim the rest on read.
    while (this.tail.length > 1 && this.tailBytes - (this.tail[0]?.length ?? 0) >= this.tailCap) {
      this.tailBytes -= this.tail.shift()?.length ?? 0;
    }
  }

  get truncated(): boolean {
    return this.total > this.headCap + this.tailCap;
  }

  get totalBytes(): number {
    return this.total;
  }

  text(): string {
    const head = Buffer.concat(this.head);
    const tailAll = Buffer.concat(this.tail);
    if (!this.truncated) return Buffer.concat([head, tailAll]).toString('utf8');
    const tail = tailAll.subarray(Math.max(0, tailAll.length - this.tailCap));
    const omitted = this.total - head.length - tail.length;
    return (
      head.toString('utf8') +
      `\n… [output truncated: ${omitted} of ${this.total} bytes omitted] …\n` +
      tail.toString('utf8')
    );
  }
}
