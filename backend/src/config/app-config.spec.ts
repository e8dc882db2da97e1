import { ConfigError, loadConfig } from './app-config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('defaults to port 3000 and the embedded database in ./data with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: './data', demoData: true, nodeEnv: 'development' });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('has no demo data on a PostgreSQL server unless DEMO_DATA=true', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('never loads demo data in production unless DEMO_DATA=true, even on the embedded database', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).demoData).toBe(false);
    expect(loadConfig({ ...production, DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('trusts one proxy hop in production and none elsewhere, unless TRUST_PROXY says otherwise', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ ...production, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(problemsOf({ TRUST_PROXY: 'every one!' })).toEqual([expect.stringContaining('TRUST_PROXY must be')]);
  });

  it('ends admin sessions after 30 minutes idle and 12 hours in all, and limits registrations to 50 an hour', () => {
    expect(loadConfig({})).toMatchObject({
      adminSessionIdleMinutes: 30,
      adminSessionMaxAgeHours: 12,
      registrationsPerHour: 50,
    });
    expect(loadConfig({ ADMIN_SESSION_IDLE_MINUTES: '10', REGISTRATIONS_PER_HOUR: '500' })).toMatchObject({
      adminSessionIdleMinutes: 10,
      registrationsPerHour: 500,
    });
  });

  it('holds 50 event streams per address, and at most 2,000 or half the open-files limit in the process', () => {
    const config = loadConfig({});
    expect(config.eventStreamsPerAddress).toBe(50);
    expect(config.eventStreamsMax).toBeGreaterThan(0);
    expect(config.eventStreamsMax).toBeLessThanOrEqual(2000);
    expect(loadConfig({ EVENT_STREAMS_PER_ADDRESS: '500', EVENT_STREAMS_MAX: '8000' })).toMatchObject({
      eventStreamsPerAddress: 500,
      eventStreamsMax: 8000,
    });
    expect(problemsOf({ EVENT_STREAMS_PER_ADDRESS: '0', EVENT_STREAMS_MAX: 'many' })).toEqual([
      expect.stringContaining('EVENT_STREAMS_PER_ADDRESS must be'),
      expect.stringContaining('EVENT_STREAMS_MAX must be'),
    ]);
  });

  it('requires SESSION_SECRET in production, with a clear message', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringContaining('SESSION_SECRET is required when NODE_ENV=production'),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toEqual([]);
  });

  it('reports every bad value at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DEMO_DATA: 'maybe',
      DATABASE_URL: 'mysql://x',
      REDIS_URL: 'localhost:6379',
      SESSION_SECRET: 'short',
      SESSION_IDLE_TIMEOUT_MINUTES: '0',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
    });
    expect(problems).toHaveLength(8);
    expect(problems).toContain('PORT must be a whole number from 1 to 65535 (got "eighty")');
    expect(problems).toContain('DEMO_DATA must be true or false (got "maybe")');
  });

  it('reads the delivery rule: free within FREE_DELIVERY_KM, else DELIVERY_FEE in paise', () => {
    expect(loadConfig({})).toMatchObject({ freeDeliveryKm: 5, deliveryFee: 3000 });
    expect(loadConfig({ FREE_DELIVERY_KM: '2.5', DELIVERY_FEE: '45.50' })).toMatchObject({
      freeDeliveryKm: 2.5,
      deliveryFee: 4550,
    });
    expect(problemsOf({ FREE_DELIVERY_KM: '-1', DELIVERY_FEE: '30.001' })).toEqual([
      'FREE_DELIVERY_KM must be a distance in km from 0 to 1000, such as 5 or 2.5 (got "-1")',
      'DELIVERY_FEE must be an amount in rupees from 0 to 10000.00 with at most two decimals, such as 30.00 (got "30.001")',
    ]);
  });

  it('reads DELIVERY_RADIUS_KM, 15 unless set, and refuses one that is not beyond FREE_DELIVERY_KM', () => {
    expect(loadConfig({}).deliveryRadiusKm).toBe(15);
    expect(loadConfig({ DELIVERY_RADIUS_KM: '7.5', FREE_DELIVERY_KM: '3' }).deliveryRadiusKm).toBe(7.5);
    expect(problemsOf({ DELIVERY_RADIUS_KM: '5' })).toEqual([
      'DELIVERY_RADIUS_KM must be beyond FREE_DELIVERY_KM (got 5 and 5)',
    ]);
    expect(problemsOf({ FREE_DELIVERY_KM: '20' })).toEqual([
      'DELIVERY_RADIUS_KM must be beyond FREE_DELIVERY_KM (got 15 and 20)',
    ]);
    expect(problemsOf({ DELIVERY_RADIUS_KM: 'far' })).toEqual([
      'DELIVERY_RADIUS_KM must be a distance in km up to 1000, such as 15 or 7.5 (got "far")',
    ]);
  });

  it('gives the shop ACCEPT_WITHIN_MINUTES to accept an order, 10 unless set, from 1 minute to a day', () => {
    expect(loadConfig({}).acceptWithinMinutes).toBe(10);
    expect(loadConfig({ ACCEPT_WITHIN_MINUTES: '15' }).acceptWithinMinutes).toBe(15);
    expect(problemsOf({ ACCEPT_WITHIN_MINUTES: '0' })).toEqual([
      'ACCEPT_WITHIN_MINUTES must be a whole number from 1 to 1440 (got "0")',
    ]);
    expect(problemsOf({ ACCEPT_WITHIN_MINUTES: 'ten' })).toEqual([
      'ACCEPT_WITHIN_MINUTES must be a whole number from 1 to 1440 (got "ten")',
    ]);
  });

  it('gives the customer SUBSTITUTION_WAIT_MINUTES to answer a replacement, 10 unless set, from 1 minute to a day', () => {
    expect(loadConfig({}).substitutionWaitMinutes).toBe(10);
    expect(loadConfig({ SUBSTITUTION_WAIT_MINUTES: '5' }).substitutionWaitMinutes).toBe(5);
    expect(problemsOf({ SUBSTITUTION_WAIT_MINUTES: '1441' })).toEqual([
      'SUBSTITUTION_WAIT_MINUTES must be a whole number from 1 to 1440 (got "1441")',
    ]);
  });

  it('reads DELIVERY_SPEED_KMPH for the estimated delivery time, 20 unless set, above 0 and at most 200', () => {
    expect(loadConfig({}).deliverySpeedKmph).toBe(20);
    expect(loadConfig({ DELIVERY_SPEED_KMPH: '12.5' }).deliverySpeedKmph).toBe(12.5);
    for (const speed of ['0', '0.0', '201', 'fast', '-5']) {
      expect(problemsOf({ DELIVERY_SPEED_KMPH: speed })).toEqual([
        `DELIVERY_SPEED_KMPH must be a speed in km/h above 0 and at most 200, such as 20 or 12.5 (got "${speed}")`,
      ]);
    }
  });

  it('offers the GST rates in force, 0, 0.25, 3, 5, 12, 18, 28 and 40 unless GST_RATES names others', () => {
    expect(loadConfig({}).gstRates).toEqual([0, 25, 300, 500, 1200, 1800, 2800, 4000]);
    expect(loadConfig({ GST_RATES: '18, 5,0,5' }).gstRates).toEqual([0, 500, 1800]);
    for (const rates of ['5,,18', '5,101', '5,12.345', 'five']) {
      expect(problemsOf({ GST_RATES: rates })).toEqual([
        `GST_RATES must be percentages from 0 to 100 with at most two decimals, separated by commas, such as 0,5,18 (got "${rates}")`,
      ]);
    }
  });

  it('takes the late delivery refund share from LATE_REFUND_PERCENT, 10 unless set, 0 to 100 with two decimals', () => {
    expect(loadConfig({}).lateRefundPercent).toBe(10_00);
    expect(loadConfig({ LATE_REFUND_PERCENT: '12.5' }).lateRefundPercent).toBe(12_50);
    for (const share of ['100.5', '-3', 'ten']) {
      expect(problemsOf({ LATE_REFUND_PERCENT: share })).toEqual([
        `LATE_REFUND_PERCENT must be a percentage from 0 to 100 with at most two decimals, such as 10 (got "${share}")`,
      ]);
    }
  });

  it('keeps mails without SMTP_URL, and reads the mail and push settings', () => {
    const defaults = loadConfig({ PORT: '4000' });
    expect(defaults).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Mohalla <no-reply@mohalla.local>',
      publicUrl: 'http://localhost:4000',
      vapidKeys: undefined,
      notificationSendTimeoutSeconds: 20,
      sendNotifications: true,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).sendNotifications).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SEND_NOTIFICATIONS: 'true' }).sendNotifications).toBe(true);
    const keys = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    expect(
      loadConfig({ SMTP_URL: 'smtps://mail:secret@smtp.example:465', PUBLIC_URL: 'https://mohalla.example', ...keys }),
    ).toMatchObject({
      smtpUrl: 'smtps://mail:secret@smtp.example:465',
      publicUrl: 'https://mohalla.example',
      vapidKeys: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
    });
    expect(problemsOf({ SMTP_URL: 'mail.example:25' })).toEqual(['SMTP_URL must start with smtp:// or smtps://']);
    expect(problemsOf({ PUBLIC_URL: 'https://mohalla.example/shop' })).toEqual([
      'PUBLIC_URL must be an http(s) origin without a path, such as https://mohalla.example (got "https://mohalla.example/shop")',
    ]);
    expect(problemsOf({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
    ]);
    expect(problemsOf({ ...keys, VAPID_PRIVATE_KEY: 'short' })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be the keys `npx web-push generate-vapid-keys` prints',
    ]);
    expect(problemsOf({ NOTIFICATION_SEND_TIMEOUT_SECONDS: '0' })).toEqual([
      'NOTIFICATION_SEND_TIMEOUT_SECONDS must be a whole number from 1 to 300 (got "0")',
    ]);
  });

  it('takes the platform commission from PLATFORM_COMMISSION_PERCENT, 0 unless set, 0 to 100 with two decimals', () => {
    expect(loadConfig({}).platformCommissionRate).toBe(0);
    expect(loadConfig({ PLATFORM_COMMISSION_PERCENT: '2.5' }).platformCommissionRate).toBe(250);
    expect(loadConfig({ PLATFORM_COMMISSION_PERCENT: '100' }).platformCommissionRate).toBe(100_00);
    for (const rate of ['100.01', '-1', '2.505', 'two', '1e1']) {
      expect(problemsOf({ PLATFORM_COMMISSION_PERCENT: rate })).toEqual([
        `PLATFORM_COMMISSION_PERCENT must be a percentage from 0 to 100 with at most two decimals, such as 2.5 (got "${rate}")`,
      ]);
    }
  });

  it('needs ADMIN_USERNAME and ADMIN_PASSWORD together, with a password of 8 characters or more', () => {
    expect(problemsOf({ ADMIN_USERNAME: 'root' })).toEqual(['ADMIN_USERNAME and ADMIN_PASSWORD must be set together']);
    expect(problemsOf({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'short' })).toEqual([
      'ADMIN_PASSWORD must be at least 8 characters long',
    ]);
    expect(loadConfig({ ADMIN_USERNAME: 'Root', ADMIN_PASSWORD: 'long enough' }).admin).toEqual({
      username: 'root',
      password: 'long enough',
      email: 'root@mohalla.local',
      name: 'Administrator',
    });
  });
});
