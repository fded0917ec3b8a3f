// Bytes a lane's tool calls may serve: one ToolBudget is shared by every call of one lane on one
// evidence chunk (or on one claim under scrutiny), so a model that keeps reading runs out and is
// told so (a refusal), never served past the cap.
// Pure: no I/O.

export interface ToolCaps {
  /** Bytes one tool answer may serve. */
  readBytes: number;
  /** Bytes all of one lane's tool answers on one chunk may serve together. */
  laneBytes: number;
  /** Bytes of file content one `search` may scan. */
  searchScanBytes: number;
  /**
   * Bytes of file content all of one lane's searches on one chunk may scan together: what a model
   * may make us read for it. (Time is bounded apart from this: scans take turns with the deadline
   * between them, `ScanQueue` in tools.ts.)
   */
  laneScanBytes: number;
  /** Matches one `search` lists. */
  searchMatches: number;
  /** Paths one `find_files` or `list_directory` lists. */
  listedPaths: number;
}

export const DEFAULT_TOOL_CAPS: ToolCaps = {
  readBytes: 64 * 1024,
  laneBytes: 1024 * 1024,
  searchScanBytes: 32 * 1024 * 1024,
  laneScanBytes: 128 * 1024 * 1024,
  searchMatches: 50,
  listedPaths: 200,
};

/**
 * What matching one path against a glob costs, in bytes of the scan allowance: find_files and a
 * search's glob go through every path of the snapshot, and 100,000 paths take a tenth of a second
 * a call — so path matching draws on the same allowance as content scanned.
 */
export const PATH_SCAN_COST = 64;

export class ToolBudget {
  private served = 0;
  private scanned = 0;

  constructor(readonly caps: ToolCaps = DEFAULT_TOOL_CAPS) {}

  /** Bytes served so far by this lane. */
  get usedBytes(): number {
    return this.served;
  }

  get remainingBytes(): number {
    return Math.max(0, this.caps.laneBytes - this.served);
  }

  /** Bytes this lane's searches may still scan. */
  get remainingScanBytes(): number {
    return Math.max(0, this.caps.laneScanBytes - this.scanned);
  }

  /** Counts bytes a search scanned (served or not). */
  spendScan(bytes: number): void {
    this.scanned += bytes;
  }

  /** Counts paths matched against a glob. */
  spendPaths(count: number): void {
    this.scanned += count * PATH_SCAN_COST;
  }

  /** Why no search may run any more, or null while one may. */
  scanRefusal(): string | null {
    return this.remainingScanBytes > 0
      ? null
      : `this lane's search allowance is spent (${this.scanned.toLocaleString('en-US')} of ${this.caps.laneScanBytes.toLocaleString('en-US')} bytes scanned); read the files you need with read_file and list_directory`;
  }

  /**
   * Takes `bytes` from the lane's allowance, or says why not (nothing is taken then): over the
   * per-read cap, or more than the lane has left.
   */
  take(bytes: number): string | null {
    if (bytes > this.caps.readBytes) {
      return `the answer would be ${bytes.toLocaleString('en-US')} bytes, over the per-read cap of ${this.caps.readBytes.toLocaleString('en-US')} bytes; ask for a smaller line range`;
    }
    if (bytes > this.remainingBytes) {
      return `this lane's reading budget is spent (${this.served.toLocaleString('en-US')} of ${this.caps.laneBytes.toLocaleString('en-US')} bytes served); no more repository content can be read`;
    }
    this.served += bytes;
    return null;
  }
}
