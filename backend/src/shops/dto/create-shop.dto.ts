import { ApiProperty } from '@nestjs/swagger';
import { UserFields } from '../../users/dto/user-fields';
import { ShopFields } from './shop-fields';

/**
 * Onboarding: the shop and its shopkeeper's account. When the username belongs to a shopkeeper
 * without a shop, that account is linked and keeps its own name, email, phone and password.
 */
export class CreateShopDto extends ShopFields {
  @UserFields.name()
  shopkeeperName!: string;

  @UserFields.username()
  shopkeeperUsername!: string;

  @UserFields.email()
  shopkeeperEmail!: string;

  @UserFields.phone()
  shopkeeperPhone?: string | null;

  @UserFields.password({ name: 'shopkeeperName', username: 'shopkeeperUsername', email: 'shopkeeperEmail' })
  @ApiProperty({ minLength: 8, maxLength: 128, format: 'password', description: 'Ignored when linking an account' })
  shopkeeperPassword!: string;
}
