import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/roles.decorator';
import { ForOwnShop, OwnShopId } from '../shops/own-shop.guard';
import { ShopkeeperDashboardResponse } from './dto/reports.dto';
import { OrderReportsService } from './order-reports.service';

@ApiTags('shopkeeper: dashboard')
@Controller('shopkeeper/dashboard')
@Roles('shopkeeper')
@ForOwnShop()
export class ShopkeeperDashboardController {
  constructor(private readonly reports: OrderReportsService) {}

  @Get()
  @ApiOperation({ summary: "Your shop's figures" })
  @ApiOkResponse({ type: ShopkeeperDashboardResponse })
  dashboard(@OwnShopId() shopId: string): Promise<ShopkeeperDashboardResponse> {
    return this.reports.shopkeeperDashboard(shopId);
  }
}
