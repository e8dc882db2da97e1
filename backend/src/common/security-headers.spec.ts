import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from './security-headers';

/** The headers helmet, as the API uses it, sets on an answer. */
function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name] = value), removeHeader: () => undefined };
  securityHeaders()({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The `add_header Name "value" always;` lines of nginx's security-header snippet. */
function nginxHeaders(): Record<string, string> {
  const snippet = readFileSync(join(__dirname, '../../../deploy/security-headers.conf'), 'utf8');
  return Object.fromEntries(
    [...snippet.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map(([, name, value]) => [name, value]),
  );
}

describe('security headers of the web front', () => {
  it('are the ones the API sends, value for value', () => {
    expect(nginxHeaders()).toEqual(apiHeaders());
  });

  it('are included by every location of nginx.conf that answers itself', () => {
    const conf = readFileSync(join(__dirname, '../../../deploy/nginx.conf'), 'utf8');
    const locations = [...conf.matchAll(/location (\S+) \{([^}]*)\}/g)];
    // The others pass the request on to the API, whose answers carry its own.
    const ownAnswers = locations.filter(([, , body]) => !body.includes('proxy_pass'));
    expect(ownAnswers.map(([, path]) => path)).toEqual(['/assets/', '/manifest.webmanifest', '/']);
    for (const [, , body] of ownAnswers) expect(body).toContain('include snippets/mohalla-security-headers.conf;');
  });
});
