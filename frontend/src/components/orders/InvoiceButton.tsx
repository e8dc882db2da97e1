import DownloadIcon from '@mui/icons-material/Download';
import { Button, type SxProps, type Theme } from '@mui/material';
import type { components } from '../../api/schema';

type InvoicedOrder = Pick<components['schemas']['OrderResponse'], 'id' | 'invoiceNumber'>;

interface InvoiceButtonProps {
  /** Whose order route serves the file: the customer's, the shop's or the admin's. */
  audience: 'customer' | 'shopkeeper' | 'admin';
  order: InvoicedOrder;
  sx?: SxProps<Theme>;
}

/**
 * Downloads the order's tax invoice (a PDF the server names). The server issues it at delivery and
 * then answers its number: until then there is nothing to download, and no button.
 */
export function InvoiceButton({ audience, order, sx }: InvoiceButtonProps) {
  if (!order.invoiceNumber) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      href={`/api/${audience}/orders/${order.id}/invoice`}
      download={`invoice-${order.invoiceNumber}.pdf`}
      sx={sx}
    >
      Download invoice
    </Button>
  );
}
