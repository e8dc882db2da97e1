import { Box, Chip, Link, Typography } from '@mui/material';
import { Datagrid, DateInput, FunctionField, SearchInput, SelectInput, SimpleList, useListContext } from 'react-admin';
import { BackOfficeList } from '../../backoffice/BackOfficeList';
import { csvExporter } from '../../backoffice/csv-exporter';
import { useIsSmallScreen } from '../../backoffice/useIsSmallScreen';
import { formatDateTime } from '../../format';
import { AuditChanges } from './AuditChanges';
import {
  actionChoices,
  actionLabel,
  actorRoleChoices,
  type AuditEntry,
  entityLabel,
  entityTypeChoices,
} from './audit-labels';

const filters = [
  <SearchInput key="q" source="q" placeholder="Search people and names" alwaysOn />,
  <SelectInput key="action" source="action" label="Action" choices={actionChoices} alwaysOn />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
  <SelectInput key="entityType" source="entityType" label="Record" choices={entityTypeChoices} />,
  <SelectInput key="actorRole" source="actorRole" label="Role" choices={actorRoleChoices} />,
];

function NoEntries() {
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      No changes recorded.
    </Typography>
  );
}

const who = (entry: AuditEntry) => `${entry.actorName} (${entry.actorRole})`;

/** The person's name; a click shows only their changes. */
function ActorLink({ entry }: { entry: AuditEntry }) {
  const { filterValues, setFilters } = useListContext();
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      title={`Only the changes of ${entry.actorName}`}
      onClick={() => setFilters({ ...filterValues, actorId: entry.actorId })}
    >
      {who(entry)}
    </Link>
  );
}

/** The person the list is narrowed to, if any, with the way back to everyone's changes. */
function ActorFilterChip() {
  const { data, filterValues, setFilters } = useListContext<AuditEntry>();
  const actorId: unknown = filterValues.actorId;
  if (typeof actorId !== 'string') return null;
  const name = data?.find((entry) => entry.actorId === actorId)?.actorName ?? 'one person';
  const { actorId: _shown, ...others } = filterValues;
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <Chip label={`Changes by ${name}`} onDelete={() => setFilters(others)} />
    </Box>
  );
}

/**
 * The audit trail, newest first: who changed what and when, with the values before and after.
 * Read only: nothing here edits or deletes an entry.
 */
export function AuditLogList() {
  const isSmall = useIsSmallScreen();
  return (
    <BackOfficeList
      title="Audit log"
      filters={filters}
      exporter={csvExporter}
      sort={{ field: 'at', order: 'DESC' }}
      empty={<NoEntries />}
    >
      <ActorFilterChip />
      {isSmall ? (
        <SimpleList<AuditEntry>
          linkType={false}
          primaryText={(entry) => `${actionLabel(entry)} · ${entityLabel(entry)}`}
          secondaryText={(entry) => (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {`${who(entry)} · ${formatDateTime(entry.at)}`}
              </Box>
              <AuditChanges entry={entry} />
            </>
          )}
          empty={<NoEntries />}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoEntries />}>
          <FunctionField<AuditEntry> label="When" sortBy="at" render={(entry) => formatDateTime(entry.at)} />
          <FunctionField<AuditEntry> label="Who" sortBy="actorName" render={(entry) => <ActorLink entry={entry} />} />
          <FunctionField<AuditEntry> label="Action" sortBy="action" render={actionLabel} />
          <FunctionField<AuditEntry> label="Record" sortable={false} render={entityLabel} />
          <FunctionField<AuditEntry>
            label="Before → after"
            sortable={false}
            render={(entry) => <AuditChanges entry={entry} />}
          />
        </Datagrid>
      )}
    </BackOfficeList>
  );
}
