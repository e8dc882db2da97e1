import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../../format';
import { MailStateChip, type OutgoingMail } from './mail-states';

type MailPart = 'html' | 'text';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 88, flexShrink: 0 }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

/** The two parts of the mail, as the recipient's mail program would show either. */
function MailParts({ mail }: { mail: OutgoingMail }) {
  const [part, setPart] = useState<MailPart>('html');
  return (
    <Box>
      <Tabs value={part} onChange={(_event, next: MailPart) => setPart(next)} aria-label="Part of the mail">
        <Tab label="HTML" value="html" />
        <Tab label="Text" value="text" />
      </Tabs>
      {part === 'html' ? (
        // sandbox="": the mail's HTML runs no script and reaches neither this page nor its session.
        <Box
          component="iframe"
          title="The mail as HTML"
          sandbox=""
          srcDoc={mail.html}
          sx={{ display: 'block', width: '100%', height: 360, border: 1, borderColor: 'divider', bgcolor: 'white' }}
        />
      ) : (
        <Box
          component="pre"
          data-testid="mail-text"
          sx={{ m: 0, p: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
        >
          {mail.text}
        </Box>
      )}
    </Box>
  );
}

/** One outgoing mail: to whom, how its delivery went, and what it says. */
export function OutgoingMailDialog({ mail, onClose }: { mail: OutgoingMail; onClose: () => void }) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="md" aria-labelledby="outgoing-mail-subject">
      <DialogTitle id="outgoing-mail-subject" sx={{ overflowWrap: 'anywhere' }}>
        {mail.subject}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ mb: 2 }}>
          <Detail label="To">{`${mail.toName} <${mail.to}>`}</Detail>
          <Detail label="Kind">{mail.kind}</Detail>
          <Detail label="Written">{formatDateTime(mail.createdAt)}</Detail>
          <Detail label="State">
            <MailStateChip state={mail.state} />
          </Detail>
          <Detail label="Attempts">{mail.attempts}</Detail>
          {mail.sentAt && <Detail label="Sent">{formatDateTime(mail.sentAt)}</Detail>}
          {mail.lastError && <Detail label="Last error">{mail.lastError}</Detail>}
        </Stack>
        <MailParts mail={mail} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
