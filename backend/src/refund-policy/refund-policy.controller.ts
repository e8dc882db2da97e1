import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/roles.decorator';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RefundPolicyResponse } from './dto/refund-policy.dto';

@ApiTags('refunds')
@Controller('refund-policy')
export class RefundPolicyController {
  private readonly policy: RefundPolicyResponse;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.policy = RefundPolicyResponse.of(config.lateRefundPercent);
  }

  @Get()
  @Public()
  @ApiOperation({
    summary: 'The refund policy the server applies',
    description:
      'The cancellation window, what a customer may report of a delivered order and within how long, how long the shop has to answer, and the late delivery refund.',
  })
  @ApiOkResponse({ type: RefundPolicyResponse })
  read(): RefundPolicyResponse {
    return this.policy;
  }
}
