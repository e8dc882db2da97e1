import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import { LegalPage } from './LegalPage';
import { PRIVACY_SECTIONS } from './privacy-policy';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      icon={<PrivacyTipOutlinedIcon />}
      subtitle="What personal data Mohalla collects, why, and the choices you have."
      sections={PRIVACY_SECTIONS}
      tableOfContents
    />
  );
}
