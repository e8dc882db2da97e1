import { DynamicModule, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { AuthenticatorService } from './auth/authenticator.service';
import { rejectCrossSiteMutations } from './common/cross-site.middleware';
import { DatabaseErrorFilter } from './common/database-error.filter';
import { rejectHostileInput } from './common/hostile-input.middleware';
import { SESSION_COOKIE } from './common/roles';
import { SESSION_SECURITY } from './common/roles.decorator';
import { securityHeaders } from './common/security-headers';
import { answerOutagesOfMiddlewares } from './common/service-unavailable';
import type { AppConfig } from './config/app-config';
import { ensureSessionSecret } from './sessions/session-secret';
import { runMigrations } from './setup/migrate';
import { SessionsService } from './sessions/sessions.service';
import { compressAnswers } from './web/compress-answers';
import { serveWebAssets, serveWebPages } from './web/serve-web-app';

export interface CreateAppOptions {
  /** Where the JSON request log goes (standard output by default). */
  logStream?: DestinationStream;
  /** Extra modules for tests that need routes of their own. */
  testModules?: DynamicModule['imports'];
}

/** Builds the whole API (and the web app when built) on a migrated database; main.ts and the tests share it. */
export async function createApp(
  config: AppConfig & { databaseUrl: string },
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const root = AppModule.forRoot(config, options.logStream);
  root.imports = [...(root.imports ?? []), ...(options.testModules ?? [])];
  const app = await NestFactory.create<NestExpressApplication>(root, { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  app.flushLogs();

  const dataSource = app.get(DataSource);
  await runMigrations(dataSource);
  const secret = config.sessionSecret ?? (await ensureSessionSecret(dataSource));
  const store = await app.get(SessionsService).createStore();

  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.use(compressAnswers());
  serveWebAssets(app, config.webDistDir);
  app.use('/api', rejectCrossSiteMutations, forbidCaching);
  app.useBodyParser('json', { limit: '100kb' });
  app.use('/api', rejectHostileInput);
  app.use(
    session({
      name: SESSION_COOKIE,
      secret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        // Secure whenever the request came over HTTPS (directly, or per a trusted proxy), so
        // that plain http://localhost still signs in.
        secure: 'auto',
        maxAge: config.sessionIdleTimeoutMinutes * 60_000,
      },
    }),
  );
  app.use(app.get(AuthenticatorService).middleware());
  app.use(answerOutagesOfMiddlewares);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalFilters(new DatabaseErrorFilter(app.getHttpAdapter()));
  setUpApiDocs(app);
  serveWebPages(app, config.webDistDir);

  await app.init();
  return app;
}

/**
 * API answers carry personal data and live state: no browser or proxy may keep them, unless a
 * route says otherwise (`@RevalidatedRead()`: the catalogue).
 */
function forbidCaching(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

function setUpApiDocs(app: NestExpressApplication): void {
  SwaggerModule.setup('api/docs', app, buildApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}

export function buildApiDocument(app: NestExpressApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Mohalla API')
      .setDescription(
        'The API of Mohalla, a hyper-local marketplace. Sign in with POST /api/login: the session cookie ' +
          `(${SESSION_COOKIE}) then authenticates every call. Errors answer { statusCode, message, error }.`,
      )
      .setVersion('1.0')
      .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, SESSION_SECURITY)
      .build(),
  );
}
