// The address book as a CSV file, in the same columns the importer reads.
import { csvLine } from '../csv/parse.js';
import { allContacts } from './store.js';

export const COLUMNS = Object.freeze(['email', 'name', 'phone']);

export function exportContacts() {
  const lines = [csvLine(COLUMNS)];
  for (const c of allContacts()) lines.push(csvLine([c.email, c.name, c.phone]));
  return `${lines.join('\r\n')}\r\n`;
}
