import { Link, Stack } from '@mui/material';
import { Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import { ShopLedger } from '../../backoffice/ledger/ShopLedger';
import { RecordSettlementButton } from './RecordSettlementDialog';

/** One shop's ledger for the admin, who records its settlements here and changes its rate on the shop's page. */
export default function ShopLedgerPage() {
  const { shopId = '' } = useParams();
  const owner = { shopId };
  return (
    <>
      <Title title="Shop ledger" />
      <ShopLedger
        owner={owner}
        orderPath={(orderId) => `/admin/orders/${encodeURIComponent(orderId)}/show`}
        actions={(shop) => (
          <Stack spacing={1} sx={{ alignItems: { md: 'flex-end' } }}>
            <RecordSettlementButton shopId={shopId} shopName={shop.shopName} />
            {!shop.shopDeleted && (
              <Link component={RouterLink} to={`/admin/shops/${encodeURIComponent(shopId)}`}>
                Change the commission rate
              </Link>
            )}
          </Stack>
        )}
      />
    </>
  );
}
