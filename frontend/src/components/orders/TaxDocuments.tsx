import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, type SxProps, type Theme } from '@mui/material';
import type { components } from '../../api/schema';

type InvoicedOrder = Pick<components['schemas']['OrderResponse'], 'id' | 'invoiceNumber' | 'creditNotes'>;

interface TaxDocumentsProps {
  /** Whose order route serves the files: the customer's, the shop's or the admin's. */
  audience: 'customer' | 'shopkeeper' | 'admin';
  order: InvoicedOrder;
  sx?: SxProps<Theme>;
}

/**
 * Downloads the order's tax invoice and its GST credit notes (PDFs the server names). The server
 * issues the invoice at delivery and a credit note with each refund of it, and answers their
 * numbers: until then there is nothing to download, and no button.
 */
export function TaxDocuments({ audience, order, sx }: TaxDocumentsProps) {
  if (!order.invoiceNumber) return null;
  const path = `/api/${audience}/orders/${order.id}`;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', ...sx }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        href={`${path}/invoice`}
        download={`invoice-${order.invoiceNumber}.pdf`}
      >
        Download invoice
      </Button>
      {order.creditNotes.map((note) => (
        <Button
          key={note.id}
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={`${path}/credit-notes/${note.id}`}
          download={`credit-note-${note.number}.pdf`}
        >
          Credit note {note.number}
        </Button>
      ))}
    </Stack>
  );
}
