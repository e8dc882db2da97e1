import { Title } from 'react-admin';
import { ShopLedger } from '../../backoffice/ledger/ShopLedger';

/** The shop's commission ledger: what it sold and collected, the commission due to Mohalla, what it has settled. */
export function LedgerPage() {
  return (
    <>
      <Title title="Ledger" />
      <ShopLedger owner="own" orderPath={(orderId) => `/shopkeeper/orders/${encodeURIComponent(orderId)}`} />
    </>
  );
}
