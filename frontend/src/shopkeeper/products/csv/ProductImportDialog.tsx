import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  DialogContentText,
  LinearProgress,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ChangeEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { ImportPreview } from './ImportPreview';
import { useProductImport } from './useProductImport';

/**
 * Products from a CSV file: the file is checked as soon as it is chosen, its preview shown, and
 * Import (only for a file without problems) writes every row or none. Full screen on a phone.
 */
export function ProductImportDialog({ onClose }: { onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { file, choose, importFile, summary, failure, checking, importing, canImport } = useProductImport(onClose);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Emptied so that choosing the same file again (once corrected) still counts as a choice.
    event.target.value = '';
    if (picked) choose(picked);
  };

  return (
    <FormDialog
      title="Import products from CSV"
      submitLabel="Import"
      pendingLabel="Importing..."
      pending={importing}
      submitDisabled={!canImport}
      maxWidth="md"
      fullScreen={fullScreen}
      dividers
      onSubmit={importFile}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        Use the columns of Export CSV. A row whose SKU is one of your products updates it; any other row adds a product.
        Nothing changes until you press Import, and then every row is imported or none.
      </DialogContentText>
      <Stack direction="row" useFlexGap sx={{ mb: 2, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={checking || importing}>
          Choose CSV file
          <input type="file" accept=".csv,text/csv" hidden onChange={chosen} />
        </Button>
        {file && <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>}
      </Stack>
      {checking && <LinearProgress aria-label="Checking the file" />}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {summary && <ImportPreview summary={summary} />}
    </FormDialog>
  );
}
