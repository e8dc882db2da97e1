import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/roles.decorator';
import { AdminAnalyticsResponse, AdminDashboardResponse } from './dto/reports.dto';
import { OrderReportsService } from './order-reports.service';

@ApiTags('admin: dashboard')
@Controller('admin')
@Roles('admin')
export class AdminReportsController {
  constructor(private readonly reports: OrderReportsService) {}

  @Get('dashboard')
  @ApiOperation({ summary: "The admin dashboard's figures" })
  @ApiOkResponse({ type: AdminDashboardResponse })
  dashboard(): Promise<AdminDashboardResponse> {
    return this.reports.adminDashboard();
  }

  @Get('analytics')
  @ApiOperation({ summary: 'Revenue per day, orders by status and the top shops' })
  @ApiOkResponse({ type: AdminAnalyticsResponse })
  analytics(): Promise<AdminAnalyticsResponse> {
    return this.reports.adminAnalytics();
  }
}
