import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { IconCircle } from './IconCircle';

interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/** The coloured band that opens the help, contact and legal pages. */
export function PageHero({ title, subtitle, icon, children }: PageHeroProps) {
  return (
    <Box
      sx={{
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.secondary.dark} 0%, ${theme.palette.secondary.main} 60%, ${theme.palette.secondary.light} 100%)`,
        color: 'common.white',
        py: { xs: 5, md: 8 },
        textAlign: 'center',
      }}
    >
      <Container maxWidth="md">
        {icon && (
          <IconCircle sx={{ bgcolor: 'rgba(255, 255, 255, 0.15)', '& svg': { fontSize: 40 } }}>{icon}</IconCircle>
        )}
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 1.5 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography sx={{ fontSize: { xs: '1rem', md: '1.2rem' }, opacity: 0.92, maxWidth: 640, mx: 'auto' }}>
            {subtitle}
          </Typography>
        )}
        {children && <Box sx={{ mt: 4 }}>{children}</Box>}
      </Container>
    </Box>
  );
}
