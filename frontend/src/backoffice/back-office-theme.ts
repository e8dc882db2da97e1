import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { themeOptions } from '../theme';
import { backOfficePalette } from './back-office-palette';

/** react-admin's own component defaults, dressed in the storefront's colours and type. */
export const backOfficeTheme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: themeOptions.breakpoints,
  palette: backOfficePalette,
  shape: themeOptions.shape,
  typography: themeOptions.typography,
  components: { ...defaultTheme.components, MuiButton: themeOptions.components?.MuiButton },
};
