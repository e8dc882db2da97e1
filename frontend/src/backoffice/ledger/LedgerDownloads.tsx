import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { StatementMonthField, useStatementMonth } from '../StatementMonthField';
import { ordersCsvHref, statementHref, type LedgerOwner, type Period } from './ledger-api';

/** The period's delivered orders as CSV, and the statement (PDF) of a month, the period's last unless chosen. */
export function LedgerDownloads({ owner, period }: { owner: LedgerOwner; period: Period }) {
  const [statementMonth, setStatementMonth] = useStatementMonth(period.to.slice(0, 7));
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="outlined" startIcon={<DownloadIcon />} href={ordersCsvHref(owner, period)} download>
        Download CSV
      </Button>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <StatementMonthField month={statementMonth} onChange={setStatementMonth} />
        <Button variant="outlined" startIcon={<DownloadIcon />} href={statementHref(owner, statementMonth)} download>
          Download statement
        </Button>
      </Stack>
    </Stack>
  );
}
