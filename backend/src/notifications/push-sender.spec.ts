import { isPushService } from './push-sender';

describe('isPushService: the endpoints the server will post pushes to', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
  ])('takes a browser push service: %s', (endpoint) => {
    expect(isPushService(endpoint, 'production')).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/fcm/send/abc',
    'https://169.254.169.254/latest/meta-data',
    'https://intranet.local/push',
    'http://127.0.0.1:8080/push/1',
    'not a url',
  ])('refuses anything else in production: %s', (endpoint) => {
    expect(isPushService(endpoint, 'production')).toBe(false);
  });

  it('takes a push service on this machine outside production, for tests and development', () => {
    expect(isPushService('http://127.0.0.1:8080/push/1', 'test')).toBe(true);
    expect(isPushService('http://localhost:8080/push/1', 'development')).toBe(true);
    expect(isPushService('http://10.0.0.5/push/1', 'development')).toBe(false);
  });
});
