import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { themeOptions } from '../theme';

/** react-admin's own component defaults, dressed in the storefront's colours and type. */
export const backOfficeTheme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: themeOptions.breakpoints,
  palette: {
    ...themeOptions.palette,
    // MUI's orange reads at 3.1:1 under white text (the desk's waiting count and its ring button).
    warning: { main: '#B45309' },
  },
  shape: themeOptions.shape,
  typography: themeOptions.typography,
  components: { ...defaultTheme.components, MuiButton: themeOptions.components?.MuiButton },
};
