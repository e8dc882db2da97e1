import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

export type CsvRow = Record<string, string>;

/** The rows of a CSV file keyed by its header row, read with the quoting rules of RFC 4180. */
export function parseCsv(text: string): CsvRow[] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === ',' || char === '\n')) {
      rows[rows.length - 1].push(cell);
      cell = '';
      if (char === '\n') rows.push([]);
    } else if (quoted || char !== '\r') {
      cell += char;
    }
  }
  rows[rows.length - 1].push(cell);
  const [header, ...body] = rows.filter((row) => row.some((value) => value !== ''));
  return body.map((row) => Object.fromEntries(header.map((name, column) => [name, row[column] ?? ''])));
}

/** Rows as a CSV file with this header, every cell quoted (RFC 4180), as a spreadsheet saves it. */
export function toCsv(columns: string[], rows: CsvRow[]): string {
  const line = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',');
  return [line(columns), ...rows.map((row) => line(columns.map((column) => row[column] ?? '')))].join('\r\n');
}

/** Clicks `trigger` and answers the file the browser downloads: its suggested name and its text. */
export async function download(page: Page, trigger: Locator): Promise<{ fileName: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  return { fileName: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}
