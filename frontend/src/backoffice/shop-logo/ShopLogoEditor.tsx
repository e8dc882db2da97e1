import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { ImageFileButton } from '../../components/ImageFileButton';
import { ShopLogo } from '../../components/ShopLogo';
import { useShopLogo, type LogoShop } from './useShopLogo';

const PREVIEW_SIZE = 96;

interface ShopLogoEditorProps {
  shop: LogoShop;
  /** Where the API takes this shop's logo (PUT multipart, DELETE). */
  logoUrl: string;
  /** The react-admin resource whose cached records show the shop. */
  resource: string;
}

/** The shop's logo as customers see it, with buttons to upload one (replacing the one before) or remove it. */
export function ShopLogoEditor({ shop, logoUrl, resource }: ShopLogoEditorProps) {
  const { upload, remove, pending, error } = useShopLogo(shop, { logoUrl, resource });
  return (
    <Box component="section" aria-label="Shop logo" sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ShopLogo name={shop.name} logo={shop.logo} size={PREVIEW_SIZE} />
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {shop.logo ? 'Customers see this logo' : 'No logo yet: customers see the shop’s initials'} on the shop’s
            card and page. JPEG, PNG or WebP, up to 5 MB; a square picture fits best.
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ImageFileButton
              variant="outlined"
              startIcon={<AddPhotoAlternateOutlinedIcon />}
              disabled={pending !== undefined}
              onFile={upload}
            >
              {pending === 'upload' ? 'Uploading...' : shop.logo ? 'Replace logo' : 'Upload logo'}
            </ImageFileButton>
            {shop.logo && (
              <Button color="error" startIcon={<DeleteOutlineIcon />} disabled={pending !== undefined} onClick={remove}>
                Remove logo
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
          <AlertTitle>{error.title}</AlertTitle>
          {error.message}
        </Alert>
      )}
    </Box>
  );
}
