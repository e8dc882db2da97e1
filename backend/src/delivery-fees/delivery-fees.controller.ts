import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { Public, Roles } from '../common/roles.decorator';
import { DeliveryFeesService } from './delivery-fees.service';
import { DeliveryFeesResponse, UpdateDeliveryFeesDto } from './dto/delivery-fees.dto';

@ApiTags('delivery fees')
@Controller('delivery-fees')
export class DeliveryFeesController {
  constructor(private readonly fees: DeliveryFeesService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'What a delivery costs, by its distance from the shop',
    description: "Free within freeWithinKm, then each band's fee; the cart and checkout charge by it.",
  })
  @ApiOkResponse({ type: DeliveryFeesResponse })
  get(): DeliveryFeesResponse {
    return DeliveryFeesResponse.from(this.fees.current());
  }
}

@ApiTags('admin: delivery fees')
@Controller('admin/delivery-fees')
@Roles('admin')
export class AdminDeliveryFeesController {
  constructor(private readonly fees: DeliveryFeesService) {}

  @Put()
  @ApiOperation({
    summary: 'Set the delivery fees by distance',
    description: 'Carts are priced by them at once; orders placed keep the fee they were charged.',
  })
  @ApiOkResponse({ type: DeliveryFeesResponse })
  @ApiErrors({ badRequest: 'Bands not beyond FREE_DELIVERY_KM and increasing, or not money' })
  async replace(@Body() body: UpdateDeliveryFeesDto): Promise<DeliveryFeesResponse> {
    return DeliveryFeesResponse.from(await this.fees.replace(body.bands));
  }
}
