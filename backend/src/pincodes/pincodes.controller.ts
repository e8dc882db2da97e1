import { BadRequestException, Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { Public } from '../common/roles.decorator';
import { PincodePlaceResponse } from './dto/pincode-place.dto';
import { PincodesService } from './pincodes.service';

@ApiTags('pincodes')
@Controller('pincodes')
export class PincodesController {
  constructor(private readonly pincodes: PincodesService) {}

  @Get(':pincode')
  @Public()
  @ApiOperation({
    summary: 'Where a pincode is: its district, state and centre',
    description: "From India Post's directory, offline: what an address form fills in and opens its map on.",
  })
  @ApiParam({ name: 'pincode', example: '302017' })
  @ApiOkResponse({ type: PincodePlaceResponse })
  @ApiErrors({ badRequest: 'Pincode must be 6 digits; Pincode 999999 does not exist' })
  find(@Param('pincode') pincode: string): PincodePlaceResponse {
    if (!/^[0-9]{6}$/.test(pincode)) throw new BadRequestException('Pincode must be 6 digits');
    return this.pincodes.place(pincode);
  }
}
