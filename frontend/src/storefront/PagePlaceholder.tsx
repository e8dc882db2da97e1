import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { Container, Paper, Typography } from '@mui/material';

/** Stands in for a storefront page until the catalogue issue builds it. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
        <ConstructionOutlinedIcon sx={{ fontSize: 40, mb: 1 }} />
        <Typography>This page is being built.</Typography>
      </Paper>
    </Container>
  );
}
