import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { SUPPORT, supportEmailHref } from '../../support';

function DetailCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card data-testid="contact-card">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Box
          aria-hidden
          sx={{
            display: 'inline-flex',
            p: 1.25,
            borderRadius: 2,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Email, phone, postal address and business hours, all from support.ts. */
export function ContactDetails() {
  return (
    <Stack spacing={2} component="section" aria-label="Contact details">
      <DetailCard icon={<EmailOutlinedIcon />} title="Email Us">
        <Link href={supportEmailHref} sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {SUPPORT.email}
        </Link>
        <Typography variant="body2" color="text.secondary">
          We reply to emails within {SUPPORT.emailResponseTime}.
        </Typography>
      </DetailCard>
      <DetailCard icon={<PhoneOutlinedIcon />} title="Call Us">
        <Link href={SUPPORT.phoneHref} sx={{ fontWeight: 600 }}>
          {SUPPORT.phone}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {SUPPORT.phoneHours}
        </Typography>
      </DetailCard>
      <DetailCard icon={<LocationOnOutlinedIcon />} title="Visit Us">
        <Typography component="address" variant="body2" color="text.secondary" sx={{ fontStyle: 'normal' }}>
          {SUPPORT.address.map((line) => (
            <Box component="span" key={line} sx={{ display: 'block' }}>
              {line}
            </Box>
          ))}
        </Typography>
      </DetailCard>
      <DetailCard icon={<AccessTimeIcon />} title="Business Hours">
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 0.5 }}>
          {SUPPORT.businessHours.map(({ days, time }) => (
            <Box key={days} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {days}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {time}
              </Typography>
            </Box>
          ))}
        </Box>
      </DetailCard>
    </Stack>
  );
}
