import { Box, Container, type BoxProps } from '@mui/material';

/** A band across the whole page (its `sx` colours it), its content in the site's width. */
export function PageBand({ children, ...props }: BoxProps) {
  return (
    <Box {...props}>
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}
