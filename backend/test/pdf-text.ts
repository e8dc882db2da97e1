import type { Response } from 'superagent';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Agent } from './test-app';

/** Collects a binary answer (a PDF) into a Buffer: supertest parses only text types by itself. */
function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** GETs a PDF as `agent`, expecting 200; answers the response with the file as its body. */
export function downloadPdf(agent: Agent, path: string) {
  return agent.get(path).buffer(true).parse(binary).expect(200).expect('Content-Type', 'application/pdf');
}

/** The text of every page of a PDF, as a reader copying it would get it: one line per printed line. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}
