import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Box, Card, CardContent, Chip, Grid, Paper, Stack, TableContainer, Typography } from '@mui/material';
import { SimpleTable, type TableColumn } from '../../components/SimpleTable';

// The parts own the shapes they show, so the policy's texts import them and nothing imports back.
export interface RefundScenario {
  title: string;
  window: string;
  outcome: string;
  eligible: boolean;
  description: string;
}

export interface RefundStep {
  title: string;
  description: string;
}

export interface RefundMethod {
  method: string;
  details: string;
  timeframe: string;
}

export function EligibilityCards({ scenarios }: { scenarios: readonly RefundScenario[] }) {
  return (
    <Grid container spacing={2}>
      {scenarios.map((scenario) => (
        <Grid key={scenario.title} size={{ xs: 12, sm: 6 }}>
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
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {scenario.title}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {scenario.description}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Chip size="small" label={scenario.outcome} color={scenario.eligible ? 'success' : 'error'} />
                <Chip size="small" variant="outlined" label={scenario.window} />
              </Stack>
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
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              Step {index + 1}: {step.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {step.description}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Box>
  );
}

const REFUND_METHOD_COLUMNS: TableColumn<RefundMethod>[] = [
  { heading: 'Method', cell: (row) => row.method, rowHeader: true },
  { heading: 'How it works', cell: (row) => row.details },
  { heading: 'Timeframe', cell: (row) => row.timeframe, sx: { whiteSpace: 'nowrap' } },
];

export function RefundMethodsTable({ methods }: { methods: readonly RefundMethod[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <SimpleTable
        aria-label="Refund methods and timeframes"
        data-testid="refund-methods-table"
        columns={REFUND_METHOD_COLUMNS}
        rows={methods}
        rowKey="method"
        headSx={{ '& th': { fontWeight: 700 } }}
      />
    </TableContainer>
  );
}
