import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function CashOnDeliverySection() {
  return (
    <Box component="section" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="md">
        <Paper
          elevation={0}
          sx={{ p: { xs: 3, md: 5 }, borderRadius: 4, bgcolor: '#1C1917', color: 'common.white', textAlign: 'center' }}
        >
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <PaymentsOutlinedIcon sx={{ fontSize: 48, color: 'primary.light' }} />
            <Typography variant="h4" component="h2">
              Pay the shop directly
            </Typography>
            <Typography sx={{ maxWidth: 560, opacity: 0.85 }}>
              Cash on delivery at every shop, or UPI straight to the shop&apos;s own account. No cards, no wallets, and
              Mohalla never holds your money — you pay exactly the amount shown at checkout.
            </Typography>
            <Button component={RouterLink} to="/help" variant="contained" size="large" sx={{ mt: 1 }}>
              Read the Help Center
            </Button>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
