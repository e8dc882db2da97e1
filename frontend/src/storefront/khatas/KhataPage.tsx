import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, AlertTitle, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage, isNotFound } from '../../api/errors';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatDate } from '../../format';
import { KhataEntries } from './KhataEntries';
import { KhataFigures, KhataHeading } from './KhataFigures';
import { useKhata, type Khata } from './khatas-api';

/** /customer/khatas/:khataId: one of the customer's khatas, and what was written on it. */
export default function KhataPage() {
  const { khataId = '' } = useParams();
  const khata = useKhata(khataId);
  useDocumentTitle(khata.data && `Khata at ${khata.data.shopName}`);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/customer/khatas" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        My Khatas
      </Button>
      {khata.isPending && <PageSpinner />}
      {khata.isError &&
        (isNotFound(khata.error) ? (
          <Alert severity="warning">Khata not found.</Alert>
        ) : (
          <Alert severity="error">
            <AlertTitle>Failed to load the khata.</AlertTitle>
            {errorMessage(khata.error)}
          </Alert>
        ))}
      {khata.data && (
        <Stack spacing={3}>
          <KhataSummary khata={khata.data} />
          <KhataEntries khataId={khata.data.id} />
        </Stack>
      )}
    </Container>
  );
}

function KhataSummary({ khata }: { khata: Khata }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <KhataHeading khata={khata} level="h1" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Opened {formatDate(khata.createdAt)}
      </Typography>
      <KhataFigures khata={khata} />
      {khata.frozen && (
        <Box sx={{ mt: 1.5 }}>
          <Alert severity="warning">
            {khata.shopName} has frozen this khata: no order goes on it until the shop opens it again.
          </Alert>
        </Box>
      )}
    </Paper>
  );
}
