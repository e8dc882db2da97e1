import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { themeOptions } from '../theme';

/** react-admin's own component defaults, dressed in the storefront's colours and type. */
export const backOfficeTheme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: themeOptions.breakpoints,
  palette: themeOptions.palette,
  shape: themeOptions.shape,
  typography: themeOptions.typography,
  components: { ...defaultTheme.components, MuiButton: themeOptions.components?.MuiButton },
};
