import { Alert, AlertTitle, TableContainer, Typography } from '@mui/material';
import { SimpleTable, type TableColumn } from '../../../components/SimpleTable';
import type { ImportSummary } from '../../shopkeeper-types';

type ImportProblem = ImportSummary['problems'][number];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the server found in the file: what an import would add and update, or every problem by line and field. */
export function ImportPreview({ summary }: { summary: ImportSummary }) {
  const { rows, created, updated, newCategories, problems, problemCount } = summary;
  if (problemCount > 0) {
    return (
      <>
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>{count(problemCount, 'problem', 'problems')} in the file: nothing can be imported yet</AlertTitle>
          Correct these lines in the file, then choose it again.
        </Alert>
        <ProblemTable problems={problems} problemCount={problemCount} />
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

const PROBLEM_COLUMNS: TableColumn<ImportProblem>[] = [
  { heading: 'Line', cell: (problem) => problem.line },
  { heading: 'Field', cell: (problem) => problem.field ?? '—', sx: { overflowWrap: 'anywhere' } },
  { heading: 'Problem', cell: (problem) => problem.message },
];

/** The problems the server listed (the first of the file's), and the count of the rest. */
function ProblemTable({ problems, problemCount }: { problems: ImportProblem[]; problemCount: number }) {
  const hidden = problemCount - problems.length;
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <SimpleTable size="small" stickyHeader aria-label="Problems by line" columns={PROBLEM_COLUMNS} rows={problems} />
      {hidden > 0 && (
        <Typography color="text.secondary" sx={{ p: 1 }}>
          and {count(hidden, 'more problem', 'more problems')}
        </Typography>
      )}
    </TableContainer>
  );
}
