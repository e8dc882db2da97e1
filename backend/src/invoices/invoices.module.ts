import { Module } from '@nestjs/common';
import { ShopsModule } from '../shops/shops.module';
import { InvoicesService } from './invoices.service';

/** Tax invoices. Their routes live with the orders they are of: GET …/orders/{id}/invoice. */
@Module({
  imports: [ShopsModule],
  providers: [InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
