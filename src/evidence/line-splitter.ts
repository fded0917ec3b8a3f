// Streamed text to whole lines for the line-based report readers (TAP, `go test -json`). A line
// still open at the end of a chunk is kept up to a cap: report lines are short, and an absurdly
// long one is read in part rather than held whole.
export class LineSplitter {
  private partial = '';

  constructor(
    private readonly onLine: (line: string) => void,
    private readonly maxKept: number,
  ) {}

  write(text: string): void {
    let start = 0;
    let nl = text.indexOf('\n');
    while (nl !== -1) {
      this.onLine(this.partial + text.slice(start, nl));
      this.partial = '';
      start = nl + 1;
      nl = text.indexOf('\n', start);
    }
    if (this.partial.length < this.maxKept) {
      this.partial += text.slice(start, start + this.maxKept - this.partial.length);
    }
  }

  /** The last line, when the text did not end with a newline. */
  end(): void {
    if (this.partial !== '') this.onLine(this.partial);
    this.partial = '';
  }
}
