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
              Pay cash on delivery
            </Typography>
            <Typography sx={{ maxWidth: 560, opacity: 0.85 }}>
              No cards, no wallets, no advance payment. Check your order at the door and pay the delivery person in cash
              — exactly the amount shown at checkout.
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
