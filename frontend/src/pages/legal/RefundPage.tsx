import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import { LegalPage } from './LegalPage';
import { REFUND_SECTIONS } from './refund-policy';

export default function RefundPage() {
  return (
    <LegalPage
      title="Refund Policy"
      icon={<CurrencyRupeeIcon />}
      subtitle="When and how you get your money back for an order that went wrong."
      sections={REFUND_SECTIONS}
    />
  );
}
