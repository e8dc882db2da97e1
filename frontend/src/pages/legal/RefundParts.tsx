import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Box, Card, CardContent, Chip, Grid, Paper, Stack, TableContainer, Typography } from '@mui/material';
import { SimpleTable, type TableColumn } from '../../components/SimpleTable';

// The parts own the shapes they show, so the policy's texts import them and nothing imports back.
// A text the server's policy decides is undefined while the policy loads: a placeholder takes its place.
export interface RefundScenario {
  id: string;
  title: string | undefined;
  window: string | undefined;
  outcomes: readonly string[] | undefined;
  eligible: boolean;
  description: string | undefined;
}

export interface RefundStep {
  title: string;
  description: string | undefined;
}

export interface RefundMethod {
  method: string;
  details: string;
}

/**
 * A grey bar where a text of the policy is still to come. Not MUI's Skeleton: used here and by the
 * order pages, it would become a chunk of its own, which the entry would have to name.
 */
function Placeholder({ width, height }: { width: number | string; height: number | string }) {
  return (
    <Box
      component="span"
      aria-hidden
      data-testid="policy-placeholder"
      sx={{ display: 'block', width, height, borderRadius: 1, bgcolor: 'action.hover' }}
    />
  );
}

/** A line of text still to come: a bar of the font's height, in the middle of the line's. */
function LinePlaceholder({ width = '100%' }: { width?: number | string }) {
  return (
    <Box component="span" sx={{ display: 'block', py: '0.25em' }}>
      <Placeholder width={width} height="1em" />
    </Box>
  );
}

/** Lines of placeholder where a paragraph is still to come, the last one shorter. */
function ParagraphPlaceholder({ lines }: { lines: number }) {
  return Array.from({ length: lines }, (_, line) => (
    <LinePlaceholder key={line} width={line === lines - 1 ? '70%' : undefined} />
  ));
}

function ScenarioChips({ scenario }: { scenario: RefundScenario }) {
  const color = scenario.eligible ? 'success' : 'error';
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {scenario.outcomes ? (
        scenario.outcomes.map((outcome) => <Chip key={outcome} size="small" label={outcome} color={color} />)
      ) : (
        <Placeholder width={96} height={24} />
      )}
      {scenario.window ? (
        <Chip size="small" variant="outlined" label={scenario.window} />
      ) : (
        <Placeholder width={150} height={24} />
      )}
    </Stack>
  );
}

export function EligibilityCards({ scenarios }: { scenarios: readonly RefundScenario[] }) {
  return (
    <Grid container spacing={2}>
      {scenarios.map((scenario) => (
        <Grid key={scenario.id} size={{ xs: 12, sm: 6 }}>
          <Card
            data-testid="eligibility-card"
            sx={{ height: '100%', borderLeft: 4, borderLeftColor: scenario.eligible ? 'success.main' : 'error.main' }}
          >
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                {scenario.eligible ? (
                  <CheckCircleOutlineIcon color="success" aria-label="Eligible" />
                ) : (
                  <CancelOutlinedIcon color="error" aria-label="Not eligible" />
                )}
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
                  {scenario.title ?? <LinePlaceholder width="60%" />}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {scenario.description ?? <ParagraphPlaceholder lines={2} />}
              </Typography>
              <ScenarioChips scenario={scenario} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

export function RequestSteps({ steps }: { steps: readonly RefundStep[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {steps.map((step, index) => (
        <Stack component="li" key={step.title} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 36,
              height: 36,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 700,
            }}
          >
            {index + 1}
          </Box>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              Step {index + 1}: {step.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {step.description ?? <ParagraphPlaceholder lines={3} />}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Box>
  );
}

const REFUND_METHOD_COLUMNS: TableColumn<RefundMethod>[] = [
  { heading: 'Method', cell: (row) => row.method, rowHeader: true },
  { heading: 'How the refund is paid', cell: (row) => row.details },
];

export function RefundMethodsTable({ methods }: { methods: readonly RefundMethod[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <SimpleTable
        aria-label="Refund methods"
        data-testid="refund-methods-table"
        columns={REFUND_METHOD_COLUMNS}
        rows={methods}
        rowKey="method"
        headSx={{ '& th': { fontWeight: 700 } }}
      />
    </TableContainer>
  );
}
