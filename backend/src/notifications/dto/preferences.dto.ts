import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn } from 'class-validator';
import { IsListOf } from '../../common/nested-shapes';
import { NOTIFICATION_TOPICS, NotificationTopic } from '../notification-topics';

/** What a person gets of one topic by each channel (the bell always shows it). */
export class PreferenceDto {
  @ApiProperty({ enum: NOTIFICATION_TOPICS })
  @IsIn(NOTIFICATION_TOPICS, { message: `topic must be one of ${NOTIFICATION_TOPICS.join(', ')}` })
  topic!: NotificationTopic;

  @ApiProperty({ description: 'By email' })
  @IsBoolean()
  email!: boolean;

  @ApiProperty({ description: 'By push to the devices where the person allowed it' })
  @IsBoolean()
  push!: boolean;
}

export class PreferenceResponse extends PreferenceDto {
  @ApiProperty({ description: 'Security mails always go: email cannot be turned off' })
  alwaysSent!: boolean;
}

export class PreferencesDto {
  @IsListOf(PreferenceDto, NOTIFICATION_TOPICS.length, { required: true })
  topics!: PreferenceDto[];
}

export class PreferencesResponse {
  @ApiProperty({ type: [PreferenceResponse], description: 'Every topic of the person’s role' })
  topics!: PreferenceResponse[];
}
