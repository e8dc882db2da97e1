import DownloadIcon from '@mui/icons-material/GetApp';
import { Button } from 'react-admin';

/**
 * A CSV that the server writes, fetched by the browser itself through a link: a file of a million
 * rows then streams to disk rather than through the page's memory, and the session cookie goes along.
 */
export function CsvDownloadButton({ href, label = 'Export' }: { href: string; label?: string }) {
  return (
    <Button component="a" href={href} download label={label}>
      <DownloadIcon />
    </Button>
  );
}
