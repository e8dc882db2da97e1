import { Module } from '@nestjs/common';
import { ReviewsModule } from '../reviews/reviews.module';
import { ShopsModule } from '../shops/shops.module';
import { CustomerDiscoveryController } from './customer-discovery.controller';
import { CustomerShopsController } from './customer-shops.controller';
import { DiscoveryService } from './discovery.service';

/**
 * Discovery (issue 12): shops as customers find and read them, by their names and their catalogues'
 * names. Its own module, as the products and categories modules already depend on the shops module:
 * the shops module asks nothing of them.
 */
@Module({
  imports: [ShopsModule, ReviewsModule],
  controllers: [CustomerDiscoveryController, CustomerShopsController],
  providers: [DiscoveryService],
})
export class DiscoveryModule {}
