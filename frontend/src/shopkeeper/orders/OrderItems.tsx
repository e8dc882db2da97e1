import { Box, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { useIsSmallScreen } from '../../backoffice/useIsSmallScreen';
import { SimpleTable, type TableColumn } from '../../components/SimpleTable';
import { useToast } from '../../components/toast/useToast';
import { formatRupees } from '../../format';
import type { ShopkeeperDataProvider } from '../shopkeeper-data-provider';
import { FULFILLMENT_STATUSES, type FulfillmentStatus, type Order, type OrderItem } from '../shopkeeper-types';
import { ItemSubstitution } from './ItemSubstitution';
import { OfferReplacementDialog } from './OfferReplacementDialog';
import { useStoreOrder } from './useStoreOrder';

/** Sets one item's fulfillment; the answer is the order with its amounts recomputed. */
function useSetFulfillment(order: Order) {
  const dataProvider = useDataProvider<ShopkeeperDataProvider>();
  const storeOrder = useStoreOrder();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ item, status }: { item: OrderItem; status: FulfillmentStatus }) =>
      dataProvider.setItemFulfillment(order.id, item.id, status),
    onSuccess: (saved, { item, status }) => {
      storeOrder(saved);
      toast({ title: 'Item Status Updated', description: `${item.product.name}: ${status}` });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });
}

type SetFulfillment = ReturnType<typeof useSetFulfillment>;

const STRUCK = { textDecoration: 'line-through', color: 'text.disabled' };

/** Whether the shop cannot supply the line: it is struck through and not charged. */
function struckOut(item: OrderItem) {
  return item.fulfillmentStatus === 'not fulfillable' ? STRUCK : undefined;
}

function FulfillmentSelect({
  order,
  item,
  fulfillment,
  fullWidth = false,
}: {
  order: Order;
  item: OrderItem;
  fulfillment: SetFulfillment;
  fullWidth?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      value={item.fulfillmentStatus}
      onChange={(event) => fulfillment.mutate({ item, status: event.target.value as FulfillmentStatus })}
      disabled={!order.itemsChangeable || fulfillment.isPending}
      fullWidth={fullWidth}
      slotProps={{ htmlInput: { 'aria-label': `Fulfillment of ${item.product.name}` } }}
      sx={{ minWidth: 170, textTransform: 'capitalize' }}
    >
      {FULFILLMENT_STATUSES.map((status) => (
        <MenuItem key={status} value={status} sx={{ textTransform: 'capitalize' }}>
          {status}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** What each line's controls need: the order, the fulfillment mutation and the way to open the offer dialog. */
interface LinesProps {
  order: Order;
  fulfillment: SetFulfillment;
  onOffer: (item: OrderItem) => void;
}

/**
 * The order's lines with their fulfillment: a table on wide screens, one block per line on a phone.
 * The replacement dialog is held here, beside both layouts, so it stays open when the window crosses
 * the breakpoint.
 */
export function OrderItems({ order }: { order: Order }) {
  const fulfillment = useSetFulfillment(order);
  const isSmall = useIsSmallScreen();
  const [offeringForId, setOfferingForId] = useState<string | null>(null);
  const offeringFor = order.orderItems.find((item) => item.id === offeringForId);
  const Lines = isSmall ? ItemList : ItemTable;
  return (
    <>
      <Lines order={order} fulfillment={fulfillment} onOffer={(item) => setOfferingForId(item.id)} />
      {offeringFor && (
        <OfferReplacementDialog order={order} item={offeringFor} onClose={() => setOfferingForId(null)} />
      )}
    </>
  );
}

function ItemList({ order, fulfillment, onOffer }: LinesProps) {
  return (
    <Stack component="ul" aria-label="Items" divider={<Divider />} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {order.orderItems.map((item) => (
        <Box component="li" key={item.id} data-testid="order-item" data-fulfillment={item.fulfillmentStatus}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', ...struckOut(item) }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.product.name}</Typography>
            <Typography sx={{ whiteSpace: 'nowrap' }}>{formatRupees(item.totalPrice)}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, ...struckOut(item) }}>
            {item.quantity} × {formatRupees(item.unitPrice)} · GST {formatRupees(item.gstAmount)}
          </Typography>
          <FulfillmentSelect order={order} item={item} fulfillment={fulfillment} fullWidth />
          <ItemSubstitution item={item} onOffer={() => onOffer(item)} />
        </Box>
      ))}
    </Stack>
  );
}

/** The table's columns: the line's amounts, struck through where the shop cannot supply it, and its controls. */
function itemColumns({ order, fulfillment, onOffer }: LinesProps): TableColumn<OrderItem>[] {
  return [
    {
      heading: 'Product',
      cell: (item) => (
        <>
          <Box sx={struckOut(item)}>{item.product.name}</Box>
          <ItemSubstitution item={item} onOffer={() => onOffer(item)} />
        </>
      ),
    },
    { heading: 'Quantity', cell: (item) => item.quantity, align: 'right', rowSx: struckOut },
    { heading: 'Unit price', cell: (item) => formatRupees(item.unitPrice), align: 'right', rowSx: struckOut },
    { heading: 'Total', cell: (item) => formatRupees(item.totalPrice), align: 'right', rowSx: struckOut },
    { heading: 'GST', cell: (item) => formatRupees(item.gstAmount), align: 'right', rowSx: struckOut },
    {
      heading: 'Fulfillment',
      cell: (item) => <FulfillmentSelect order={order} item={item} fulfillment={fulfillment} />,
    },
  ];
}

function ItemTable(props: LinesProps) {
  return (
    <SimpleTable
      size="small"
      aria-label="Items"
      columns={itemColumns(props)}
      rows={props.order.orderItems}
      rowKey="id"
      rowData={(item) => ({ 'data-testid': 'order-item', 'data-fulfillment': item.fulfillmentStatus })}
    />
  );
}
