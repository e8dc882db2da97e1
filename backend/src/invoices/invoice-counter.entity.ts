import { Entity } from 'typeorm';
import { SeriesCounterColumns } from './series-counter-columns';

/** The last invoice serial of a shop in a financial year: deliveries take the next one. */
@Entity({ name: 'invoice_counters' })
export class InvoiceCounter extends SeriesCounterColumns {}
