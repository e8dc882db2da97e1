import helmet from 'helmet';

/**
 * helmet's headers, as every answer of the API carries them (and nginx's snippet for the web app,
 * deploy/security-headers.conf, value for value). The address pin's map shows OpenStreetMap's tiles.
 */
export const securityHeaders = () =>
  helmet({
    contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'https://tile.openstreetmap.org'] } },
  });
