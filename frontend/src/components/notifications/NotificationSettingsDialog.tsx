import {
  CircularProgress,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { FormDialog } from '../FormDialog';
import { LoadFailed } from '../LoadFailed';
import { useToast } from '../toast/useToast';
import { useNotificationPreferences, useSaveNotificationPreferences, type TopicPreference } from './notifications-api';
import { PushDeviceSwitch } from './PushDeviceSwitch';

const TOPIC_LABELS: Record<TopicPreference['topic'], string> = {
  orders: 'Orders',
  claims: 'Problems with orders',
  payments: 'Payments and refunds',
  settlements: 'Settlements',
  summary: 'Daily summary',
  security: 'Security',
};

type Channel = 'email' | 'push';

interface TopicRowProps {
  preference: TopicPreference;
  onChange: (channel: Channel, on: boolean) => void;
}

function TopicRow({ preference, onChange }: TopicRowProps) {
  const label = TOPIC_LABELS[preference.topic];
  const channelSwitch = (channel: Channel, name: string, alwaysOn = false) => (
    <TableCell padding="checkbox" align="center">
      <Switch
        checked={alwaysOn || preference[channel]}
        disabled={alwaysOn}
        onChange={(event) => onChange(channel, event.target.checked)}
        slotProps={{ input: { 'aria-label': `${label} by ${name}` } }}
      />
    </TableCell>
  );
  return (
    <TableRow data-testid="preference-row" data-topic={preference.topic}>
      <TableCell component="th" scope="row" sx={{ px: 1 }}>
        {label}
        {preference.alwaysSent && (
          <Typography variant="caption" color="text.secondary" component="div">
            Emails always sent
          </Typography>
        )}
      </TableCell>
      {channelSwitch('email', 'email', preference.alwaysSent)}
      {channelSwitch('push', 'push')}
    </TableRow>
  );
}

interface PreferencesTableProps {
  topics: TopicPreference[];
  onChange: (topics: TopicPreference[]) => void;
}

function PreferencesTable({ topics, onChange }: PreferencesTableProps) {
  const change = (topic: TopicPreference['topic']) => (channel: Channel, on: boolean) =>
    onChange(topics.map((each) => (each.topic === topic ? { ...each, [channel]: on } : each)));
  return (
    <Table size="small" aria-label="What reaches you">
      <TableHead>
        <TableRow>
          <TableCell sx={{ px: 1 }}>Topic</TableCell>
          <TableCell align="center">Email</TableCell>
          <TableCell align="center">Push</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {topics.map((preference) => (
          <TopicRow key={preference.topic} preference={preference} onChange={change(preference.topic)} />
        ))}
      </TableBody>
    </Table>
  );
}

/** The person's choice, per topic, of what reaches them by email and by push; mounted while open. */
export default function NotificationSettingsDialog({ onClose }: { onClose: () => void }) {
  const preferences = useNotificationPreferences();
  const [edited, setEdited] = useState<TopicPreference[]>();
  const topics = edited ?? preferences.data?.topics;
  const save = useSaveNotificationPreferences();
  const { toast } = useToast();
  const submit = () =>
    topics &&
    save.mutate(topics, {
      onSuccess: () => {
        toast({ title: 'Notification Settings Saved' });
        onClose();
      },
    });
  return (
    <FormDialog
      title="Notification settings"
      submitLabel="Save"
      pending={save.isPending}
      submitDisabled={!topics}
      error={save.error && errorMessage(save.error)}
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        Everything also appears under the bell.
      </Typography>
      {topics ? (
        <PreferencesTable topics={topics} onChange={setEdited} />
      ) : preferences.isError ? (
        <LoadFailed
          what="your notification settings"
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <Stack sx={{ alignItems: 'center', py: 4 }} role="status" aria-label="Loading notification settings">
          <CircularProgress aria-hidden />
        </Stack>
      )}
      <PushDeviceSwitch />
    </FormDialog>
  );
}
