import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { type AuditEntry, fieldLabel, formatValue } from './audit-labels';

/** Lines shown before "Show all": an edit's few changes fit, a whole record waits for the click. */
const FIRST_LINES = 4;

/** One line per field: "Phone: +91 141 256 7890 → +91 141 999 0000", or its one value for a record added or deleted. */
function changeLines({ before, after }: AuditEntry): string[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field) => {
    const was = before && formatValue(field, before[field]);
    const is = after && formatValue(field, after[field]);
    const values = was !== null && is !== null ? `${was} → ${is}` : (is ?? was);
    return `${fieldLabel(field)}: ${values}`;
  });
}

/**
 * The values an entry changed, before → after. Built of spans, so that it may sit in a list item's
 * secondary text (a paragraph) on phones as well as in a table cell.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const [showAll, setShowAll] = useState(false);
  const lines = changeLines(entry);
  const shown = showAll ? lines : lines.slice(0, FIRST_LINES);
  return (
    <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }} data-testid="audit-changes">
      {shown.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
      {lines.length > FIRST_LINES && (
        <Button
          size="small"
          sx={{ px: 0, minWidth: 0 }}
          onClick={(event) => {
            // The row itself does nothing on a click; the button only opens or closes its lines.
            event.stopPropagation();
            setShowAll(!showAll);
          }}
        >
          {showAll ? 'Show fewer' : `Show all ${lines.length} fields`}
        </Button>
      )}
    </Box>
  );
}
