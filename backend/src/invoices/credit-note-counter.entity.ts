import { Entity } from 'typeorm';
import { SeriesCounterColumns } from './series-counter-columns';

/** The last credit note serial of a shop in a financial year: a series of its own, apart from invoices'. */
@Entity({ name: 'credit_note_counters' })
export class CreditNoteCounter extends SeriesCounterColumns {}
