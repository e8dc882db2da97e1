import GavelIcon from '@mui/icons-material/Gavel';
import { Alert, AlertTitle } from '@mui/material';
import { LegalPage } from './LegalPage';
import { TERMS_NOTICE, TERMS_SECTIONS } from './terms-of-service';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      icon={<GavelIcon />}
      subtitle="The rules for using Mohalla, for customers and shopkeepers alike."
      sections={TERMS_SECTIONS}
      tableOfContents
      lead={
        <Alert
          severity="warning"
          variant="outlined"
          data-testid="important-notice"
          sx={{ bgcolor: 'background.paper' }}
        >
          <AlertTitle>Important Notice</AlertTitle>
          {TERMS_NOTICE}
        </Alert>
      }
    />
  );
}
