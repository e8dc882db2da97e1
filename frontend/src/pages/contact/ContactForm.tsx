import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Grid, MenuItem, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useToast } from '../../components/toast/useToast';
import { SUPPORT } from '../../support';
import { useFormState } from '../../forms/useFormState';
import { CONTACT_CATEGORIES, sendContactMessage } from './contact-api';
import {
  CONTACT_LIMITS,
  EMPTY_CONTACT_FORM,
  toContactRequest,
  validateContactForm,
  type ContactFormValues,
} from './contact-validation';

const fieldId = (name: keyof ContactFormValues) => `contact-${name}`;

/** The contact form; `onSent` runs after a successful send (the page then starts a fresh, empty form). */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const { toast } = useToast();
  const { values, field, check } = useFormState(EMPTY_CONTACT_FORM, validateContactForm);
  const send = useMutation({ mutationFn: sendContactMessage });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) {
      const firstInvalid = Object.keys(validateContactForm(values))[0] as keyof ContactFormValues;
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    send.mutate(toContactRequest(values), {
      onSuccess: () => {
        toast({
          title: 'Message Sent!',
          description: `Thank you for contacting us. We'll get back to you within ${SUPPORT.formResponseTime}.`,
        });
        onSent();
      },
      onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
    });
  };

  const messageField = field('message');
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Contact form">
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('name')}
            id={fieldId('name')}
            label="Full Name"
            required
            autoComplete="name"
            slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.name } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('email')}
            id={fieldId('email')}
            label="Email Address"
            type="email"
            required
            autoComplete="email"
            slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.email } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('phone')}
            id={fieldId('phone')}
            label="Phone Number (optional)"
            type="tel"
            autoComplete="tel"
            slotProps={{ htmlInput: { maxLength: 20 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('category')} id={fieldId('category')} label="Category" select required>
            {CONTACT_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {category}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <TextField
            {...field('subject')}
            id={fieldId('subject')}
            label="Subject"
            required
            slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.subject } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...messageField}
            id={fieldId('message')}
            label="Message"
            required
            multiline
            minRows={5}
            helperText={messageField.helperText ?? `${values.message.length}/${CONTACT_LIMITS.message} characters`}
            slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.message } }}
          />
        </Grid>
        <Grid size={12}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            endIcon={send.isPending ? undefined : <SendIcon />}
            disabled={send.isPending}
            sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: 180 }}
          >
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
