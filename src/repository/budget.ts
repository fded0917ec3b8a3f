// Bytes a lane's tool calls may serve: one ToolBudget is shared by every call of one lane, so a
// model that keeps reading runs out and is told so (a refusal), never served past the cap.
// Pure: no I/O.

export interface ToolCaps {
  /** Bytes one tool answer may serve. */
  readBytes: number;
  /** Bytes all of one lane's tool answers may serve together. */
  laneBytes: number;
  /** Bytes of file content one `search` may scan. */
  searchScanBytes: number;
  /** Matches one `search` lists. */
  searchMatches: number;
  /** Paths one `find_files` or `list_directory` lists. */
  listedPaths: number;
}

export const DEFAULT_TOOL_CAPS: ToolCaps = {
  readBytes: 64 * 1024,
  laneBytes: 1024 * 1024,
  searchScanBytes: 32 * 1024 * 1024,
  searchMatches: 50,
  listedPaths: 200,
};

export class ToolBudget {
  private served = 0;

  constructor(readonly caps: ToolCaps = DEFAULT_TOOL_CAPS) {}

  /** Bytes served so far by this lane. */
  get usedBytes(): number {
    return this.served;
  }

  get remainingBytes(): number {
    return Math.max(0, this.caps.laneBytes - this.served);
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
