import { createTheme, type ThemeOptions } from '@mui/material/styles';
// Shared with the web app manifest (vite.config.ts) and the app icons (scripts/make-icons.mjs).
import { background, primary } from './brand-colours.json';

/**
 * Warm saffron for action, deep teal for trust, on a soft cream page.
 * The options are exported as well because react-admin builds its own theme from them.
 */
export const themeOptions: ThemeOptions = {
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: primary, light: '#EA7A3F', dark: '#9A3412', contrastText: '#FFFFFF' },
    secondary: { main: '#0F766E', light: '#14B8A6', dark: '#115E59', contrastText: '#FFFFFF' },
    success: { main: '#15803D' },
    // Darker than MUI's default blue, which reads at less than 4.5:1 on white as the text of an outlined chip.
    info: { main: '#0369A1' },
    error: { main: '#B91C1C' },
    background: { default: background, paper: '#FFFFFF' },
    text: { primary: '#1C1917', secondary: '#57534E' },
    divider: '#EDE4D8',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 10 } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
};

export const theme = createTheme(themeOptions);
