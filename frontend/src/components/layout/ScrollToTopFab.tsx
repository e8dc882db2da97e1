import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Fab, Zoom } from '@mui/material';

export default function ScrollToTopFab({ visible }: { visible: boolean }) {
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        size="medium"
        color="primary"
        aria-label="Scroll to top"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        // Above the storefront's sticky cart bar while a phone shows one.
        sx={{
          position: 'fixed',
          bottom: 'calc(24px + var(--sticky-cart-bar-height, 0px))',
          left: 24,
          zIndex: 'speedDial',
        }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
