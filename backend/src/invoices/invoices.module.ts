import { Module } from '@nestjs/common';
import { ShopsModule } from '../shops/shops.module';
import { CreditNotesService } from './credit-notes.service';
import { InvoicesService } from './invoices.service';

/**
 * Tax invoices and the credit notes against them. Their routes live with the orders they are of:
 * GET …/orders/{id}/invoice and …/orders/{id}/credit-notes/{creditNoteId}.
 */
@Module({
  imports: [ShopsModule],
  providers: [InvoicesService, CreditNotesService],
  exports: [InvoicesService, CreditNotesService],
})
export class InvoicesModule {}
