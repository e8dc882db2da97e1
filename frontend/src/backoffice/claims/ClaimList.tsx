import { Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { DataTable, SearchInput, SelectInput, TopToolbar, useCreatePath, useListContext } from 'react-admin';
import { BackOfficeList } from '../BackOfficeList';
import { Link } from 'react-router';
import { formatDateTime } from '../../format';
import { useIsSmallScreen } from '../useIsSmallScreen';
import { AnswerByCountdown } from './AnswerByCountdown';
import { useClaimOffice } from './claim-offices';
import { claimStatusChoices, type Claim } from './claim-types';
import { ClaimStatusChip } from './ClaimStatusChip';
import { OrderLink } from './OrderLink';
import { useRefundPolicy } from './useRefundPolicy';

function useClaimFilters() {
  const reasons = useRefundPolicy().data?.reasons ?? [];
  return [
    <SearchInput key="q" source="q" placeholder="Customer, comment or order" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      label="Status"
      choices={claimStatusChoices}
      emptyText="All statuses"
      alwaysOn
    />,
    <SelectInput
      key="reasonCode"
      source="reasonCode"
      label="Reason"
      choices={reasons}
      optionValue="code"
      optionText="label"
      emptyText="All reasons"
      alwaysOn
    />,
  ];
}

function NoClaims() {
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      No claims found.
    </Typography>
  );
}

/** The status and, while the shop may answer, the time left to. */
function ClaimStatus({ claim }: { claim: Claim }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <ClaimStatusChip status={claim.status} />
      <AnswerByCountdown claim={claim} />
    </Stack>
  );
}

function ClaimTable() {
  const { showsShop } = useClaimOffice();
  return (
    <DataTable<Claim> rowClick="edit" bulkActionButtons={false} empty={<NoClaims />}>
      <DataTable.Col label="Reported" source="createdAt" render={(claim) => formatDateTime(claim.createdAt)} />
      <DataTable.Col label="Reason" source="reasonLabel" disableSort />
      <DataTable.Col label="Customer" source="customerName" />
      {showsShop && <DataTable.Col label="Shop" source="shopName" />}
      <DataTable.Col<Claim>
        label="Order"
        source="orderId"
        disableSort
        render={(claim) => <OrderLink orderId={claim.orderId} />}
      />
      <DataTable.Col<Claim> label="Status" source="status" render={(claim) => <ClaimStatus claim={claim} />} />
    </DataTable>
  );
}

/** On a phone: one card per claim, what went wrong first; the order's link below the card's own. */
function ClaimCards() {
  const { data } = useListContext<Claim>();
  const { showsShop } = useClaimOffice();
  const createPath = useCreatePath();
  if (!data) return null;
  if (data.length === 0) return <NoClaims />;
  return (
    <Stack component="ul" aria-label="Claims" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {data.map((claim) => (
        <Card
          key={claim.id}
          component="li"
          variant="outlined"
          aria-label={`${claim.reasonLabel}, ${claim.customerName}`}
        >
          <CardActionArea component={Link} to={createPath({ resource: 'claims', type: 'edit', id: claim.id })}>
            <CardContent sx={{ pb: 1 }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{claim.reasonLabel}</Typography>
                <ClaimStatusChip status={claim.status} />
              </Stack>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {showsShop ? `${claim.customerName} · ${claim.shopName}` : claim.customerName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Reported {formatDateTime(claim.createdAt)}
              </Typography>
            </CardContent>
          </CardActionArea>
          <CardContent sx={{ pt: 0, '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <OrderLink orderId={claim.orderId} />
              <AnswerByCountdown claim={claim} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function RefundsLink() {
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource: 'refunds', type: 'list' })}>
      Refunds due
    </Button>
  );
}

/** The claims this office sees, newest first, opening on those waiting for it: open for the shop, escalated for the admin. */
export function ClaimList() {
  const isSmall = useIsSmallScreen();
  const { decides } = useClaimOffice();
  const filters = useClaimFilters();
  return (
    <BackOfficeList
      title="Claims"
      filters={filters}
      filterDefaultValues={{ status: decides }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <RefundsLink />
        </TopToolbar>
      }
      empty={<NoClaims />}
    >
      {isSmall ? <ClaimCards /> : <ClaimTable />}
    </BackOfficeList>
  );
}
