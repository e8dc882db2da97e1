import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUrl, Matches, MaxLength } from 'class-validator';
import { IsObjectOf } from '../../common/nested-shapes';

/** A device's keys as `PushSubscription.toJSON()` gives them. */
export class PushKeysDto {
  @ApiProperty({
    description: 'The P-256 public key, URL-safe base64 (65 bytes)',
    example: 'BN7MQaFNKRJkOOMg0F4Q2d3jK1lFyKetVMpML3O2Ya-U8J4Z2ZzNUcFF5bJCEEhjYUDwW83GtPbuIE_Ynq4PUxk',
  })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{86,88}={0,2}$/, { message: 'keys.p256dh must be a P-256 public key in URL-safe base64' })
  p256dh!: string;

  @ApiProperty({ description: 'The auth secret, URL-safe base64 (16 bytes)', example: 'xE30gHL6JowmnsI6plzVWw' })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{22}={0,2}$/, { message: 'keys.auth must be a 16-byte secret in URL-safe base64' })
  auth!: string;
}

export class PushSubscriptionDto {
  @ApiProperty({
    example: 'https://fcm.googleapis.com/fcm/send/…',
    description: 'The push service’s address for the device',
  })
  @IsString()
  @MaxLength(1000)
  @IsUrl(
    { protocols: ['https', 'http'], require_tld: false, require_protocol: true },
    { message: 'endpoint must be a URL' },
  )
  endpoint!: string;

  @IsObjectOf(PushKeysDto, { required: true })
  keys!: PushKeysDto;
}

export class PushUnsubscribeDto {
  @ApiProperty({
    description: 'The endpoint of the subscription to forget',
    example: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bExample',
  })
  @IsString()
  @MaxLength(1000)
  endpoint!: string;
}
