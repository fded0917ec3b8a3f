// CSV as RFC 4180 writes it: comma-separated fields, fields in double quotes may hold commas,
// line breaks and doubled quotes; lines end in CRLF or LF. One pass over the text.

export class CsvError extends Error {
  constructor(message, line) {
    super(`line ${line}: ${message}`);
    this.line = line;
  }
}

/**
 * Every row of the text as an array of strings, in file order — the header row, if the file has
 * one, is row 0 like any other (this parser does not know whether a file has a header). A final
 * line break does not make an empty last row.
 */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let i = 0;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  while (i < source.length) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line += 1;
        field += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === '"') throw new CsvError('a quote inside an unquoted field', line);
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || (ch === '\r' && source[i + 1] === '\n')) {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      line += 1;
      if (ch === '\r') i += 1;
    } else field += ch;
    i += 1;
  }
  if (quoted) throw new CsvError('a quoted field is not closed', line);
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** One field for a CSV file: quoted when it holds a comma, a quote or a line break. */
export function csvField(value) {
  const text = String(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values) {
  return values.map(csvField).join(',');
}
