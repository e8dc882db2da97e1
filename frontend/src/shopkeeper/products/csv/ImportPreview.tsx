import {
  Alert,
  AlertTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ImportSummary } from '../../shopkeeper-types';

/** Problems listed at most; a file of 5,000 bad rows names the rest by their count. */
const MAX_PROBLEMS_SHOWN = 200;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the server found in the file: what an import would add and update, or every problem by line and field. */
export function ImportPreview({ summary }: { summary: ImportSummary }) {
  const { rows, created, updated, newCategories, problems } = summary;
  if (problems.length > 0) {
    return (
      <>
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>
            {count(problems.length, 'problem', 'problems')} in the file: nothing can be imported yet
          </AlertTitle>
          Correct these lines in the file, then choose it again.
        </Alert>
        <ProblemTable problems={problems} />
      </>
    );
  }
  if (rows === 0) return <Alert severity="warning">The file has no product rows.</Alert>;
  return (
    <Alert severity="success">
      <AlertTitle>{count(rows, 'row', 'rows')} ready to import</AlertTitle>
      {count(created, 'new product', 'new products')}, {count(updated, 'update', 'updates')} of products by their SKU.
      {newCategories.length > 0 && ` New categories: ${newCategories.join(', ')}.`}
    </Alert>
  );
}

function ProblemTable({ problems }: { problems: ImportSummary['problems'] }) {
  const hidden = problems.length - MAX_PROBLEMS_SHOWN;
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Problems by line">
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>Field</TableCell>
            <TableCell>Problem</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.slice(0, MAX_PROBLEMS_SHOWN).map((problem, index) => (
            <TableRow key={index}>
              <TableCell>{problem.line}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{problem.field ?? '—'}</TableCell>
              <TableCell>{problem.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {hidden > 0 && (
        <Typography color="text.secondary" sx={{ p: 1 }}>
          and {count(hidden, 'more problem', 'more problems')}
        </Typography>
      )}
    </TableContainer>
  );
}
