import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import { LoadFailed } from '../../components/LoadFailed';
import { LegalPage } from './LegalPage';
import { refundSections } from './refund-policy';
import { useRefundPolicy } from './refund-rules';

export default function RefundPage() {
  const policy = useRefundPolicy();
  return (
    <LegalPage
      title="Refund Policy"
      icon={<CurrencyRupeeIcon />}
      subtitle="When and how you get your money back for an order that went wrong."
      sections={refundSections(policy.data)}
      complete={policy.isSuccess}
      lead={
        policy.isError && (
          <LoadFailed what="the refund policy" error={policy.error} onRetry={() => void policy.refetch()} />
        )
      }
    />
  );
}
