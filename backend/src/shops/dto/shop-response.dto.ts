import { EXAMPLE_UPI_ID } from '../../payments/upi';
import { ApiProperty, OmitType } from '@nestjs/swagger';
import { ApiLocationPrecision } from '../../pincodes/dto/location-precision.dto';
import type { LocationPrecision } from '../../pincodes/location';
import { formatMoney } from '../../common/money';
import type { AppConfig } from '../../config/app-config';
import { IndianStateResponse } from '../../gst/dto/indian-state.dto';
import { EXAMPLE_GSTIN, stateOfGstin } from '../../gst/gstin';
import { ImageUrlsResponse } from '../../images/dto/image.dto';
import type { ImageUrls } from '../../images/images.service';
import type { UserName } from '../../users/users.service';
import { Shop } from '../shop.entity';
import { OpeningSlotDto } from './shop-fields';

/** A shop as admins and its shopkeeper read it. */
export class ShopResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Sharma Kirana Store' })
  name!: string;

  @ApiProperty({ example: 'hello@sharmakirana.in' })
  email!: string;

  @ApiProperty({ example: '+91 141 256 7890' })
  phone!: string;

  @ApiProperty({ example: 'B-12, Malviya Nagar, Jaipur 302017' })
  address!: string;

  @ApiProperty({ example: EXAMPLE_GSTIN })
  gstNumber!: string;

  @ApiProperty({
    type: IndianStateResponse,
    nullable: true,
    description:
      "Its state, by its GSTIN's first two digits; null only for a GSTIN given before GSTINs were checked whose code no state has",
  })
  state!: IndianStateResponse | null;

  @ApiProperty({ description: 'Open (true) or closed' })
  isActive!: boolean;

  @ApiProperty({ type: Number, nullable: true, example: 26.8549 })
  latitude!: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 75.8243 })
  longitude!: number | null;

  @ApiLocationPrecision(
    'Located to the centre of the pincode in its address, or pinned on the map; null: not located (no distance check, the flat fee, listed last)',
  )
  locationPrecision!: LocationPrecision | null;

  @ApiProperty({ example: 8, description: 'How far it delivers, in km: its own radius or the configured default' })
  deliveryRadiusKm!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '199.00',
    description: 'The least a cart must come to before checkout, in rupees; null for none',
  })
  minimumOrder!: string | null;

  @ApiProperty({ type: 'integer', example: 20, description: 'How long an order takes to get ready, in minutes' })
  preparationMinutes!: number;

  @ApiProperty({
    type: [OpeningSlotDto],
    description:
      'The weekly schedule in Asia/Kolkata, in the order of the week; a slot closing earlier than it opens runs past midnight. ' +
      'Empty: open whenever isActive',
  })
  openingHours!: OpeningSlotDto[];

  @ApiProperty({
    type: [String],
    format: 'date',
    example: ['2026-10-20'],
    description: 'Dates (YYYY-MM-DD, Asia/Kolkata) the shop stays closed all day, in order',
  })
  holidays!: string[];

  @ApiProperty({
    type: ImageUrlsResponse,
    nullable: true,
    description: 'Its logo, WebP at content-hashed URLs; null without one',
  })
  logo!: ImageUrlsResponse | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2.50',
    description:
      "The platform's commission on this shop's delivered orders, % of their taxable value, as the admin set it; " +
      'null: the platform default (PLATFORM_COMMISSION_PERCENT). Changed by PUT /api/admin/shops/{id}/commission',
  })
  commissionRate!: string | null;

  @ApiProperty({
    example: '2.50',
    description: 'The commission rate (%) orders delivered now are charged: commissionRate, or the platform default',
  })
  commissionRateInForce!: string;

  @ApiProperty({ type: String, nullable: true, example: EXAMPLE_UPI_ID, description: 'Null: the shop takes cash only' })
  upiId!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Sharma Kirana Store', description: "Null: the shop's name" })
  upiPayeeName!: string | null;

  @ApiProperty({ format: 'uuid' })
  shopkeeperId!: string;

  @ApiProperty({ example: 'Ramesh Sharma' })
  shopkeeperName!: string;

  @ApiProperty({ example: 'sharma-kirana' })
  shopkeeperUsername!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  /** The shop, its shopkeeper's name, its logo, and the radius and commission of shops without their own. */
  static from(
    shop: Shop,
    shopkeeper: UserName,
    logo: ImageUrls | null,
    defaults: Pick<AppConfig, 'deliveryRadiusKm' | 'platformCommissionRate'>,
  ): ShopResponse {
    const { id, name, email, phone, address, gstNumber, isActive, latitude, longitude, shopkeeperId } = shop;
    return {
      id,
      name,
      email,
      phone,
      address,
      gstNumber,
      state: stateOfGstin(gstNumber) ?? null,
      isActive,
      latitude,
      longitude,
      locationPrecision: shop.locationPrecision,
      deliveryRadiusKm: shop.deliveryRadiusKm ?? defaults.deliveryRadiusKm,
      minimumOrder: shop.minimumOrder === null ? null : formatMoney(shop.minimumOrder),
      preparationMinutes: shop.preparationMinutes,
      openingHours: shop.openingHours,
      holidays: shop.holidays,
      logo,
      commissionRate: shop.commissionRate === null ? null : formatMoney(shop.commissionRate),
      commissionRateInForce: formatMoney(shop.commissionRate ?? defaults.platformCommissionRate),
      upiId: shop.upiId,
      upiPayeeName: shop.upiPayeeName,
      shopkeeperId,
      shopkeeperName: shopkeeper.name,
      shopkeeperUsername: shopkeeper.username,
      createdAt: shop.createdAt.toISOString(),
      updatedAt: shop.updatedAt.toISOString(),
    };
  }
}

/** A shop as customers see it. */
export class CustomerShopResponse extends OmitType(ShopResponse, [
  'email',
  'gstNumber',
  'state',
  'commissionRate',
  'commissionRateInForce',
  'upiId',
  'upiPayeeName',
  'shopkeeperId',
  'shopkeeperName',
  'shopkeeperUsername',
  'createdAt',
  'updatedAt',
] as const) {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4.5,
    description: 'The average of its ratings, to one decimal; null without reviews',
  })
  averageRating!: number | null;

  @ApiProperty({ type: 'integer', example: 12 })
  reviewCount!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 2.4,
    description:
      'Great-circle distance in km, to 0.1 km, from the point the list was asked for with filter {"lat":…,"lng":…}; ' +
      'null without one, or when the shop has no location',
  })
  distanceKm!: number | null;

  @ApiProperty({
    type: Boolean,
    nullable: true,
    description:
      'Whether that point is within its delivery radius; null without a point, or when the shop has no location',
  })
  deliversToYou!: boolean | null;

  @ApiProperty({
    description:
      'Whether it takes orders now: open (isActive), inside a slot of openingHours, not on a holiday, ' +
      'and with a product in stock',
  })
  openNow!: boolean;

  @ApiProperty({
    description: 'Whether it has no product a customer can buy yet (none in stock): shown as "Coming soon", never open',
  })
  comingSoon!: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When it opens next by its openingHours and holidays, while switched open (isActive) but outside them; ' +
      'null when open now, or switched closed',
  })
  opensAt!: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 32,
    description:
      'Minutes from order to door: preparationMinutes plus travel from the shop to the point at DELIVERY_SPEED_KMPH, ' +
      'rounded up (15 minutes of travel when the shop has no location); null without a point',
  })
  estimatedDeliveryMinutes!: number | null;

  @ApiProperty({
    type: [String],
    example: ['Aashirvaad Atta 5 kg'],
    description: 'A few of its products whose names match filter.q, the closest first; empty without q',
  })
  matchingProducts!: string[];
}

export class ShopkeeperProfileResponse {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null until an admin sets the shop up' })
  shopId!: string | null;
}
