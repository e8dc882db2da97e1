import { Module } from '@nestjs/common';
import { BusModule } from '../bus/bus.module';
import { SessionsService } from './sessions.service';

/** Where sessions live, for the app's session middleware, the accounts that end them and the health check. */
@Module({ imports: [BusModule], providers: [SessionsService], exports: [SessionsService] })
export class SessionsModule {}
