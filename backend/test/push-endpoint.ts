import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, IncomingMessage } from 'node:http';
import { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A push as the device receives it: decrypted with its keys, its VAPID signature checked. */
export interface ReceivedPush {
  device: string;
  payload: unknown;
  ttl: string | undefined;
  /** Whether the VAPID JWT was signed by the key it names, for this push service, in time. */
  vapidValid: boolean;
  vapidKey: string;
}

export interface PushDevice {
  name: string;
  /** What the browser's PushSubscription.toJSON() gives: the endpoint and the keys. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Answers the next pushes to this device with `status` (410: the subscription is gone). */
  answer(status: number): void;
}

export interface PushService {
  url: string;
  received: ReceivedPush[];
  device(name: string): PushDevice;
  close(): Promise<void>;
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * A push service on localhost with devices of its own: each device holds a P-256 key pair and an
 * auth secret as a browser does, and decrypts what it receives (RFC 8291, aes128gcm).
 */
export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number }>();
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const name = decodeURIComponent(req.url!.replace('/push/', ''));
      const device = devices.get(name);
      if (!device) return res.writeHead(404).end();
      if (device.status !== 201) return res.writeHead(device.status).end();
      const plain = decrypt(body, {
        version: 'aes128gcm',
        privateKey: device.ecdh,
        authSecret: base64url(device.auth),
      });
      const { valid, key } = checkVapid(req.headers.authorization ?? '', `http://${req.headers.host}`);
      received.push({
        device: name,
        payload: JSON.parse(plain.toString('utf8')),
        ttl: req.headers.ttl as string | undefined,
        vapidValid: valid,
        vapidKey: key,
      });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const state = { ecdh, auth: randomBytes(16), status: 201 };
      devices.set(name, state);
      return {
        name,
        subscription: {
          endpoint: `${url}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(state.auth) },
        },
        answer(status) {
          state.status = status;
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Checks `vapid t=<JWT>, k=<key>` (RFC 8292): ES256 by the key, audience the push service, not expired. */
function checkVapid(authorization: string, audience: string): { valid: boolean; key: string } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  if (!match) return { valid: false, key: '' };
  const [, jwt, key] = match;
  const [header, claims, signature] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const { aud, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number };
  return { valid: signed && aud === audience && exp * 1000 > Date.now(), key };
}
