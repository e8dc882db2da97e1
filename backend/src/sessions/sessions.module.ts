import { Module } from '@nestjs/common';
import { SessionStoreService } from './session-store.service';

/** Where sessions live, for the app's session middleware and the health check. */
@Module({ providers: [SessionStoreService], exports: [SessionStoreService] })
export class SessionsModule {}
