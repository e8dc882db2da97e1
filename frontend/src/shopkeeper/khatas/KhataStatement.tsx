import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { StatementMonthField, useStatementMonth } from '../../backoffice/StatementMonthField';
import { todayInIndia } from '../../format';
import { khataStatementHref } from '../shopkeeper-data-provider';

const FORMATS = [
  ['pdf', 'Download PDF'],
  ['csv', 'Download CSV'],
] as const;

/** The khata's statement of a month (this month unless chosen): its entries between the opening and closing balances. */
export function KhataStatement({ khataId }: { khataId: string }) {
  const [month, setMonth] = useStatementMonth(todayInIndia().slice(0, 7));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <StatementMonthField month={month} onChange={setMonth} />
      {FORMATS.map(([format, label]) => (
        <Button
          key={format}
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={khataStatementHref(khataId, month, format)}
          download
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
