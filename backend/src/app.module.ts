import { randomUUID } from 'node:crypto';
import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream, SerializedRequest, SerializedResponse } from 'pino';
import { AddressesModule } from './addresses/addresses.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CartModule } from './cart/cart.module';
import { CategoriesModule } from './categories/categories.module';
import { ClockModule } from './common/clock';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { RolesGuard } from './common/roles.guard';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import { dataSourceOptions } from './setup/data-source-options';
import { SessionsModule } from './sessions/sessions.module';
import { DiscoveryModule } from './discovery/discovery.module';
import { DemoOrdersService } from './setup/demo-orders.service';
import { StartupDataService } from './setup/startup-data.service';
import { EventsModule } from './events/events.module';
import { GstModule } from './gst/gst.module';
import { PincodesModule } from './pincodes/pincodes.module';
import { DeliveryFeesModule } from './delivery-fees/delivery-fees.module';
import { HealthModule } from './health/health.module';
import { ImagesModule } from './images/images.module';
import { KhataModule } from './khata/khata.module';
import { LedgerModule } from './ledger/ledger.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OrdersModule } from './orders/orders.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { ProductsModule } from './products/products.module';
import { RefundPolicyModule } from './refund-policy/refund-policy.module';
import { RefundsModule } from './refunds/refunds.module';
import { ReviewsModule } from './reviews/reviews.module';
import { ShopsModule } from './shops/shops.module';
import { UsersModule } from './users/users.module';

const REQUEST_ID = /^[\w.-]{1,64}$/;

@Module({})
export class AppModule {
  /** `databaseUrl` must be set: main.ts points it at the embedded PostgreSQL when none is configured. */
  static forRoot(config: AppConfig & { databaseUrl: string }, logStream?: DestinationStream): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          // Every API route, in path-to-regexp v8's syntax: nestjs-pino's default `*` is the old
          // one, which Nest converts with a warning at every start.
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: [
            {
              level: config.logLevel,
              genReqId: (req, res) => {
                const sent = req.headers['x-request-id'];
                const id = typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
                res.setHeader('X-Request-Id', id);
                return id;
              },
              // A line says who asked what and how it went; headers (cookies among them) stay out of the
              // log, and writing them for every request cost more than the request itself.
              serializers: {
                req: ({ id, method, url, remoteAddress }: SerializedRequest) => ({ id, method, url, remoteAddress }),
                res: ({ statusCode }: SerializedResponse) => ({ statusCode }),
              },
            },
            logStream ?? process.stdout,
          ],
        }),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl)),
        RateLimitModule,
        UsersModule,
        SessionsModule,
        AuthModule,
        HealthModule,
        AddressesModule,
        ContactModule,
        ClockModule,
        CartModule,
        OrdersModule,
        NotificationsModule,
        PasswordResetModule,
        LedgerModule,
        EventsModule,
        ShopsModule,
        CategoriesModule,
        ProductsModule,
        ImagesModule,
        DiscoveryModule,
        ReviewsModule,
        GstModule,
        PincodesModule,
        DeliveryFeesModule,
        KhataModule,
        AuditModule,
        RefundPolicyModule,
        RefundsModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: RolesGuard }, StartupDataService, DemoOrdersService],
    };
  }
}
