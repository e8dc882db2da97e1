import UploadIcon from '@mui/icons-material/Publish';
import { useState } from 'react';
import { Button } from 'react-admin';
import { CsvDownloadButton } from '../../../backoffice/CsvDownloadButton';
import { ProductImportDialog } from './ProductImportDialog';

/** The shop's products out as CSV, and in from one (with a preview first). */
export function ProductCsvButtons() {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <CsvDownloadButton href="/api/shopkeeper/products/csv" label="Export CSV" />
      <Button label="Import CSV" aria-haspopup="dialog" onClick={() => setImporting(true)}>
        <UploadIcon />
      </Button>
      {importing && <ProductImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
