import type { PaletteOptions } from '@mui/material';
import { themeOptions } from '../theme';

/** The storefront's colours, but for MUI's orange, which reads at 3.1:1 under white text (the desk's waiting count and its ring button). */
export const backOfficePalette: PaletteOptions = { ...themeOptions.palette, warning: { main: '#B45309' } };
