import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, Container, Divider, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { User } from '../../api/client';
import { useUser } from '../../api/session';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { EditProfileDialog } from './EditProfileDialog';
import { useDocumentTitle } from '../../components/useDocumentTitle';

const ROLE_LABELS: Record<User['role'], string> = { admin: 'Admin', shopkeeper: 'Shopkeeper', customer: 'Customer' };

/** /customer/profile: who the customer is, with ways to change it. */
export default function ProfilePage() {
  useDocumentTitle('Profile');
  const user = useUser();
  const [open, setOpen] = useState<'profile' | 'password' | null>(null);
  const close = () => setOpen(null);
  // The customer area renders only once the session user is known; this covers signing out.
  if (!user) return null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        My Profile
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack component="dl" spacing={2} divider={<Divider />} sx={{ m: 0 }} data-testid="profile-details">
          <ProfileField label="Full Name" value={user.name} />
          <ProfileField label="Username" value={user.username} />
          <ProfileField label="Email" value={user.email} />
          <ProfileField label="Phone" value={user.phone || 'Not provided'} />
          <ProfileField label="Role" value={ROLE_LABELS[user.role]} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={() => setOpen('profile')}>
            Edit Profile
          </Button>
          <Button variant="outlined" startIcon={<LockOutlinedIcon />} onClick={() => setOpen('password')}>
            Change Password
          </Button>
        </Stack>
      </Paper>
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button component={RouterLink} to="/customer/orders">
          My Orders
        </Button>
        <Button component={RouterLink} to="/customer/addresses">
          My Addresses
        </Button>
      </Stack>
      {open === 'profile' && <EditProfileDialog user={user} onClose={close} />}
      {open === 'password' && <ChangePasswordDialog onClose={close} />}
    </Container>
  );
}

function ProfileField({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Stack>
  );
}
