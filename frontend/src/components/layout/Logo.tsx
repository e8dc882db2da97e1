import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Mohalla home"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: 'inherit' }}
    >
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 36,
          height: 36,
          borderRadius: '10px',
          bgcolor: inverted ? 'common.white' : 'primary.main',
          color: inverted ? 'primary.main' : 'common.white',
        }}
      >
        <StorefrontIcon fontSize="small" />
      </Box>
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}>
        Mohalla
      </Typography>
    </Box>
  );
}
