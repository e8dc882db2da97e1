import { Chip, Stack, Typography } from '@mui/material';
import { formatRupees } from '../../format';
import type { Khata } from './khatas-api';

/** What the customer owes the shop; below 0, what the shop owes them (a cancelled order paid for). */
function owedText({ balance, shopName }: Khata): string {
  const owed = Number(balance);
  return owed < 0 ? `${shopName} owes you ${formatRupees(-owed)}` : `You owe ${formatRupees(owed)}`;
}

/** The shop's name as the khata's heading, with the state that stops orders going on it. */
export function KhataHeading({ khata, level }: { khata: Khata; level: 'h1' | 'h2' }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography
        variant={level === 'h1' ? 'h4' : 'subtitle1'}
        component={level}
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {khata.shopName}
      </Typography>
      {khata.frozen && <Chip size="small" color="warning" label="Frozen" data-testid="khata-frozen" />}
    </Stack>
  );
}

/** What is owed on the khata, its limit, and what orders may still add. */
export function KhataFigures({ khata }: { khata: Khata }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="h6" component="p" data-testid="khata-balance">
        {owedText(khata)}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
        <Figure label="Limit" amount={khata.creditLimit} />
        <Figure label="Available" amount={khata.availableCredit} />
      </Stack>
    </Stack>
  );
}

function Figure({ label, amount }: { label: string; amount: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {label}:{' '}
      <Typography component="span" variant="body2" color="text.primary" sx={{ fontWeight: 600 }}>
        {formatRupees(amount)}
      </Typography>
    </Typography>
  );
}
