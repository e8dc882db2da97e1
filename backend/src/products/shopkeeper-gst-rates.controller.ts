import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { formatMoney } from '../common/money';
import { Roles } from '../common/roles.decorator';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { GstRatesResponse } from './dto/gst-rates.dto';

@ApiTags('shopkeeper: products')
@Controller('shopkeeper/gst-rates')
@Roles('shopkeeper')
export class ShopkeeperGstRatesController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({ summary: 'The GST rates in force, which the product form offers (GST_RATES)' })
  @ApiOkResponse({ type: GstRatesResponse })
  rates(): GstRatesResponse {
    return { rates: this.config.gstRates.map((rate) => formatMoney(rate)) };
  }
}
