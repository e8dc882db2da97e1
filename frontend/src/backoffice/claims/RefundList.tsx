import { Card, CardContent, Stack, Typography } from '@mui/material';
import { DataTable, SearchInput, SelectInput, useListContext } from 'react-admin';
import { BackOfficeList } from '../BackOfficeList';
import { formatDateTime, formatRupees } from '../../format';
import { useIsSmallScreen } from '../useIsSmallScreen';
import type { Refund } from './claim-types';
import { RefundStatusChip } from './ClaimStatusChip';
import { OrderLink } from './OrderLink';
import { RecordRefundPaymentButton } from './RecordRefundPayment';
import { refundState } from './RefundDetails';

const filters = [
  <SearchInput key="q" source="q" placeholder="Reason, UTR or order" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'due', name: 'Due' },
      { id: 'paid', name: 'Paid' },
    ]}
    emptyText="All refunds"
    alwaysOn
  />,
];

function NoRefunds() {
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      No refunds found.
    </Typography>
  );
}

function RefundTable() {
  return (
    <DataTable<Refund> rowClick={false} bulkActionButtons={false} empty={<NoRefunds />}>
      <DataTable.Col label="Granted" source="createdAt" render={(refund) => formatDateTime(refund.createdAt)} />
      <DataTable.Col<Refund>
        label="Order"
        source="orderId"
        disableSort
        render={(refund) => <OrderLink orderId={refund.orderId} />}
      />
      <DataTable.Col label="Reason" source="reason" disableSort />
      <DataTable.Col label="Amount" source="amount" align="right" render={(refund) => formatRupees(refund.amount)} />
      <DataTable.Col<Refund>
        label="Status"
        source="status"
        disableSort
        render={(refund) => (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <RefundStatusChip status={refund.status} />
            {refund.paidAt && (
              <Typography variant="body2" color="text.secondary">
                {refundState(refund)}
              </Typography>
            )}
          </Stack>
        )}
      />
      <DataTable.Col<Refund>
        label="Action"
        disableSort
        render={(refund) => <RecordRefundPaymentButton refund={refund} />}
      />
    </DataTable>
  );
}

/** On a phone: one card per refund, what is owed first and the payment's action within the thumb's reach. */
function RefundCards() {
  const { data } = useListContext<Refund>();
  if (!data) return null;
  if (data.length === 0) return <NoRefunds />;
  return (
    <Stack component="ul" aria-label="Refunds" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {data.map((refund) => (
        <Card key={refund.id} component="li" variant="outlined" data-testid="refund-card">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack spacing={0.75}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>{formatRupees(refund.amount)}</Typography>
                <RefundStatusChip status={refund.status} />
              </Stack>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {refund.reason}
              </Typography>
              <OrderLink orderId={refund.orderId} />
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {refundState(refund)}
              </Typography>
              <RecordRefundPaymentButton refund={refund} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The refunds owed to customers, newest first, opening on those still due, each paid back from here. */
export function RefundList() {
  const isSmall = useIsSmallScreen();
  return (
    <BackOfficeList
      title="Refunds"
      filters={filters}
      filterDefaultValues={{ status: 'due' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={false}
      empty={<NoRefunds />}
    >
      {isSmall ? <RefundCards /> : <RefundTable />}
    </BackOfficeList>
  );
}
