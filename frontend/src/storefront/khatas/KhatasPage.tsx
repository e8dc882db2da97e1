import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { Alert, AlertTitle, Box, Card, CardActionArea, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/errors';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { KhataFigures, KhataHeading } from './KhataFigures';
import { useKhatas, type Khata } from './khatas-api';

/** /customer/khatas: the customer's khatas, one per shop that lets them pay later. */
export default function KhatasPage() {
  useDocumentTitle('Khatas');
  const khatas = useKhatas();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        My Khatas
      </Typography>
      {khatas.isPending && <PageSpinner />}
      {khatas.isError && (
        <Alert severity="error">
          <AlertTitle>Failed to load your khatas.</AlertTitle>
          {errorMessage(khatas.error)}
        </Alert>
      )}
      {khatas.data?.length === 0 && <NoKhatas />}
      {khatas.data && khatas.data.length > 0 && (
        <Stack spacing={2} component="ul" aria-label="Khatas" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {khatas.data.map((khata) => (
            <li key={khata.id}>
              <KhataCard khata={khata} />
            </li>
          ))}
        </Stack>
      )}
    </Container>
  );
}

function KhataCard({ khata }: { khata: Khata }) {
  return (
    <Card variant="outlined" data-testid="khata-card">
      <CardActionArea component={RouterLink} to={`/customer/khatas/${khata.id}`} sx={{ p: 2 }}>
        <Stack spacing={1}>
          <KhataHeading khata={khata} level="h2" />
          <KhataFigures khata={khata} />
          <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
            View Khata
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

function NoKhatas() {
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <MenuBookOutlinedIcon sx={{ fontSize: 48, mb: 1 }} />
      <Typography>No khata yet. A shop you buy from often can open one for you.</Typography>
    </Box>
  );
}
