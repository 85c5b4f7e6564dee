/**
 * CSV as RFC 4180 has it: comma-separated, fields optionally in double quotes (a quote doubled inside), quoted
 * fields may hold commas and line breaks; CRLF or LF line ends; a UTF-8 byte-order mark is ignored.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    row.push(field);
    field = "";
  };
  const endRow = () => {
    endField();
    // A blank line is no record.
    if (row.length > 1 || row[0] !== "") rows.push(row);
    row = [];
  };
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") endField();
    else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else field += ch;
  }
  if (field !== "" || row.length > 0) endRow();
  return rows;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break. Text a spreadsheet would run as a formula
 * (= + - @ tab or CR first; a negative number is fine) gets a leading apostrophe (OWASP's CSV-injection advice);
 * importers drop it again.
 */
export function csvField(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** What a spreadsheet-safe field was before `csvField` guarded it. */
export const unguardField = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

export const csvLine = (values: readonly string[]) => values.map(csvField).join(",");
