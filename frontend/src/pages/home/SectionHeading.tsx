import { Typography } from '@mui/material';

export function SectionHeading({ overline, title }: { overline: string; title: string }) {
  return (
    <>
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.12em' }}>
        {overline}
      </Typography>
      <Typography variant="h4" component="h2" sx={{ mb: 4 }}>
        {title}
      </Typography>
    </>
  );
}
