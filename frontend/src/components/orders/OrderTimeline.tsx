import { Box, Chip, Stack, Typography } from '@mui/material';
import type { components } from '../../api/schema';
import { formatDateTime } from '../../format';
import { OrderStatusBadge } from '../OrderStatusBadge';

type StatusChange = components['schemas']['OrderTimelineEntry'];
/** Who reads the timeline; changes are also made by `system` (the accept-by timer). */
type Viewer = Exclude<StatusChange['role'], 'system'>;

/** Who made a change, as the person reading the timeline would say it. */
const CHANGED_BY: Record<Viewer, Record<Viewer, string>> = {
  customer: { customer: 'by you', shopkeeper: 'by the shop', admin: 'by an admin' },
  shopkeeper: { customer: 'by the customer', shopkeeper: 'by you', admin: 'by an admin' },
  admin: { customer: 'by the customer', shopkeeper: 'by the shop', admin: 'by an admin' },
};

/** What happened, for an entry that is no change of status. */
const EVENT_LABELS: Record<NonNullable<StatusChange['event']>, string> = {
  'claim-opened': 'Problem reported',
  'claim-accepted': 'Claim accepted',
  'claim-rejected': 'Claim rejected',
  'claim-disputed': 'Taken to Mohalla',
  'claim-escalated': 'Sent to Mohalla',
  'refund-paid': 'Refund paid',
  'refunded-in-full': 'Refunded in full',
};

/** By whom, for the reader; a change by none of the people (the accept-by timer) was made automatically. */
function changedBy(viewer: Viewer, role: string): string {
  return Object.hasOwn(CHANGED_BY[viewer], role) ? CHANGED_BY[viewer][role as Viewer] : 'automatically';
}

/** Every status the order went through, and every step of its claims and refunds, oldest first, with when, by whom and why. */
export function OrderTimeline({ timeline, viewer }: { timeline: StatusChange[]; viewer: Viewer }) {
  return (
    <Box component="ol" aria-label="Order timeline" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {timeline.map((change, index) => (
        <Stack
          key={`${change.changedAt}-${index}`}
          component="li"
          data-testid="timeline-entry"
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{
            alignItems: 'center',
            flexWrap: 'wrap',
            py: 1,
            pl: 2,
            borderLeft: 2,
            borderColor: index === timeline.length - 1 ? 'primary.main' : 'divider',
          }}
        >
          {change.event ? (
            <Chip label={EVENT_LABELS[change.event]} size="small" variant="outlined" data-event={change.event} />
          ) : (
            <OrderStatusBadge status={change.status} />
          )}
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {changedBy(viewer, change.role)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(change.changedAt)}
          </Typography>
          {change.reason && (
            <Typography
              variant="body2"
              data-testid="timeline-reason"
              sx={{ flexBasis: '100%', overflowWrap: 'anywhere' }}
            >
              {change.reason}
            </Typography>
          )}
        </Stack>
      ))}
    </Box>
  );
}
