import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { Box, Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SUPPORT, supportEmailHref } from '../../support';
import { IconCircle } from '../IconCircle';

interface Channel {
  title: string;
  availability: string;
  description: string;
  icon: ReactNode;
  action: { label: string; to?: string; href?: string };
}

const CHANNELS: Channel[] = [
  {
    title: 'Live Chat',
    availability: 'Available 24/7',
    description: `Leave us a message at any hour: we reply within ${SUPPORT.formResponseTime}.`,
    icon: <ChatBubbleOutlineIcon />,
    action: { label: 'Send a Message', to: '/contact' },
  },
  {
    title: 'Phone Support',
    availability: SUPPORT.phoneHours,
    description: `Call us on ${SUPPORT.phone} to talk through an order, a delivery or your account.`,
    icon: <PhoneOutlinedIcon />,
    action: { label: 'Call Us', href: SUPPORT.phoneHref },
  },
  {
    title: 'Email Support',
    availability: `Response within ${SUPPORT.emailResponseTime}`,
    description: `Write to ${SUPPORT.email} with your order number and the details of your question.`,
    icon: <EmailOutlinedIcon />,
    action: { label: 'Email Us', href: supportEmailHref },
  },
];

function ChannelAction({ action }: { action: Channel['action'] }) {
  const common = { variant: 'outlined', fullWidth: true } as const;
  return action.to ? (
    <Button {...common} component={RouterLink} to={action.to}>
      {action.label}
    </Button>
  ) : (
    <Button {...common} href={action.href}>
      {action.label}
    </Button>
  );
}

export function SupportChannels() {
  return (
    <Box component="section" aria-labelledby="support-channels-heading">
      <Typography id="support-channels-heading" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
        Get in Touch
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
        Choose the way that suits you best.
      </Typography>
      <Grid container spacing={3}>
        {CHANNELS.map((channel) => (
          <Grid key={channel.title} size={{ xs: 12, md: 4 }}>
            <Card data-testid="support-channel" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1, textAlign: 'center', p: 3 }}>
                <IconCircle sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
                  {channel.icon}
                </IconCircle>
                <Typography variant="h6" component="h3">
                  {channel.title}
                </Typography>
                <Typography color="secondary.dark" sx={{ fontWeight: 600, mb: 1 }}>
                  {channel.availability}
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  {channel.description}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 3, pb: 3 }}>
                <ChannelAction action={channel.action} />
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

export function StillNeedHelp() {
  return (
    <Box
      component="section"
      aria-labelledby="still-need-help-heading"
      sx={{
        mt: { xs: 5, md: 7 },
        p: { xs: 3, md: 5 },
        borderRadius: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id="still-need-help-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        Still need help?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
        Our support team is happy to help with anything the answers above do not cover.
      </Typography>
      <Button variant="contained" size="large" component={RouterLink} to="/contact">
        Contact Support
      </Button>
    </Box>
  );
}
