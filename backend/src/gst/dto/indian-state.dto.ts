import { ApiProperty } from '@nestjs/swagger';
import { INDIAN_STATES, IndianState } from '../indian-states';

/** The names of the states and union territories as one named enum of the API document. */
export const INDIAN_STATE_NAME_SCHEMA = {
  enum: INDIAN_STATES.map((state) => state.name),
  enumName: 'IndianStateName',
};

/** A state or union territory of India and its GST code. */
export class IndianStateResponse implements IndianState {
  @ApiProperty({
    example: '08',
    pattern: '^[0-9]{2}$',
    description: 'The GST state code: the first two digits of a GSTIN',
  })
  code!: string;

  @ApiProperty({ ...INDIAN_STATE_NAME_SCHEMA, example: 'Rajasthan' })
  name!: string;
}
