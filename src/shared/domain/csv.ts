/**
 * A small RFC 4180 reader for the files staff upload (the enrolment import). Fields are separated by commas,
 * records by CRLF or LF (a lone CR too, as old spreadsheet exports write); a field in double quotes may hold
 * commas, line breaks and doubled quotes (""). A byte-order mark at the start is dropped, and so are lines
 * that hold nothing at all. Each record keeps the line it starts on, so a reader can name the row a person
 * sees in their spreadsheet.
 */

interface CsvRecord {
  /** The line of the file the record starts on (1 = the first line). */
  line: number;
  fields: string[];
}

export type CsvResult =
  | { ok: true; records: CsvRecord[] }
  /** A quote opened and never closed, or text straight after a closing quote, on `line`. */
  | { ok: false; problem: 'unclosedQuote' | 'strayQuote'; line: number };

export function parseCsv(input: string): CsvResult {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  // Whether the current record has any content (a field separator or a character).
  let started = false;
  // After a closing quote only a separator or the end of the record may follow.
  let closed = false;

  const endRecord = () => {
    fields.push(field);
    if (started) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    started = false;
    closed = false;
  };

  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
          closed = true;
        }
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        field += c;
      }
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      started = true;
      closed = false;
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else if (closed) {
      return { ok: false, problem: 'strayQuote', line };
    } else if (c === '"' && field === '') {
      quoted = true;
      quoteLine = line;
      started = true;
    } else if (c === '"') {
      return { ok: false, problem: 'strayQuote', line };
    } else {
      field += c;
      started = true;
    }
  }
  if (quoted) return { ok: false, problem: 'unclosedQuote', line: quoteLine };
  endRecord();
  return { ok: true, records };
}
