import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/roles.decorator';
import { IndianStateResponse } from './dto/indian-state.dto';
import { INDIAN_STATES } from './indian-states';

@ApiTags('states')
@Controller('states')
export class StatesController {
  @Get()
  @Public()
  @ApiOperation({
    summary: 'The states and union territories of India with their GST codes',
    description:
      "An address's state is one of these names; a shop's state is the one its GSTIN's first two digits code.",
  })
  @ApiOkResponse({ type: [IndianStateResponse] })
  list(): readonly IndianStateResponse[] {
    return INDIAN_STATES;
  }
}
