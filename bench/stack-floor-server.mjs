// The floor of the stack: what the API's framework costs with none of the API's own code. Nest on
// Express, express-session with its PostgreSQL store (the API's session table and secret), passport's
// session and a pino-http line per request, in front of the bare server's own answers (the same SQL
// and JSON). What this server spends per request beyond the bare one, any API on this stack spends.
//
//   DATABASE_URL=… SESSION_SECRET=… PORT=3002 node bench/stack-floor-server.mjs
import 'reflect-metadata';
import { All, Controller, Module, Req, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import passport from 'passport';
import pg from 'pg';
import { pinoHttp } from 'pino-http';
import { answerOrFail } from './reference-server.mjs';

class FloorController {
  answer(req, res) {
    if (req.path === '/health') return answerOrFail(req, res);
    if (!req.user) return res.status(401).json({ statusCode: 401, message: 'Unauthorized' });
    req.headers['x-user-id'] = req.user.id;
    return answerOrFail(req, res);
  }
}
Req()(FloorController.prototype, 'answer', 0);
Res()(FloorController.prototype, 'answer', 1);
All('*path')(FloorController.prototype, 'answer', Object.getOwnPropertyDescriptor(FloorController.prototype, 'answer'));
Controller()(FloorController);

class FloorModule {}
Module({ controllers: [FloorController] })(FloorModule);

passport.serializeUser((user, done) => done(null, user));
passport.deserializeUser((user, done) => done(null, user));

const PgStore = connectPgSimple(session);
const store = new PgStore({
  pool: new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }),
  tableName: 'session',
  createTableIfMissing: false,
  pruneSessionInterval: false,
});
// As the API: a read does not write the session back (its expiry moves at most once a minute).
store.touch = (sid, sess, callback) => callback?.();

const app = await NestFactory.create(FloorModule, { logger: ['error'], bodyParser: false });
// The API's log line: who asked what and how it went.
app.use(
  pinoHttp({
    level: 'info',
    serializers: {
      req: ({ id, method, url, remoteAddress }) => ({ id, method, url, remoteAddress }),
      res: ({ statusCode }) => ({ statusCode }),
    },
  }),
);
app.use(
  session({
    name: 'mohalla.sid',
    secret: process.env.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', maxAge: 60 * 60_000 },
  }),
);
app.use(passport.initialize(), passport.session());
await app.listen(Number(process.env.PORT ?? 3002), process.env.HOST ?? '127.0.0.1');
