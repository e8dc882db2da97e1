import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AdminAuditLogController } from './admin-audit-log.controller';
import { AuditService } from './audit.service';

@Module({
  imports: [UsersModule],
  controllers: [AdminAuditLogController],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
