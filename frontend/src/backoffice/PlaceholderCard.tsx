import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** A back-office page waiting for its issue. */
export function PlaceholderCard({ title, text }: { title: string; text: string }) {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
    </Card>
  );
}
