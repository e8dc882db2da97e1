import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';

interface LoadMoreProps {
  /** What the list shows, plural and in lower case: "shops". */
  what: string;
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** Below a list's last row: the next page comes as it scrolls into sight, or on the button (keyboards, old browsers). */
export function LoadMore({ what, shown, total, hasMore, loading, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    // Ask a screen ahead, so scrolling rarely meets the end of the list.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoadMore(), {
      rootMargin: '0px 0px 600px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, onLoadMore]);

  return (
    <Box ref={sentinel} sx={{ textAlign: 'center', py: 3 }}>
      <Typography variant="body2" color="text.secondary" data-testid={`${what}-shown`} sx={{ mb: 1 }}>
        Showing {shown} of {total}
      </Typography>
      {loading && <CircularProgress size={28} aria-label={`Loading more ${what}`} />}
      {hasMore && !loading && (
        <Button variant="outlined" onClick={onLoadMore}>
          Show more {what}
        </Button>
      )}
    </Box>
  );
}
