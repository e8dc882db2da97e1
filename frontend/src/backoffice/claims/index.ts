import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import { orderNumber } from '../../format';
import type { Claim } from './claim-types';
import { ClaimList } from './ClaimList';
import { ClaimPage } from './ClaimPage';
import { RefundList } from './RefundList';

// The resources both back offices route: the same screens for the shop and the admin, each reading
// its part from claim-offices.ts. They come with the back office (itself loaded on first use), not
// as chunks of their own: each lazy chunk here would name itself, and the pieces of react-admin it
// splits off, in the entry chunk's preload map, which every storefront visitor downloads.

export const claims = {
  list: ClaimList,
  edit: ClaimPage,
  icon: ReportProblemIcon,
  recordRepresentation: (claim: Claim) => `${claim.reasonLabel}, ${orderNumber(claim.orderId)}`,
};

export const refunds = {
  list: RefundList,
  icon: CurrencyRupeeIcon,
};
