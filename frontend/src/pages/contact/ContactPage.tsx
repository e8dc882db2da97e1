import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Card, CardContent, Container, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { SUPPORT } from '../../support';
import { ClosingBand } from '../ClosingBand';
import { PageHero } from '../PageHero';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { QuickAnswers } from './QuickAnswers';
import { useDocumentTitle } from '../../components/useDocumentTitle';

export default function ContactPage() {
  useDocumentTitle('Contact Us');
  // A new key mounts a fresh form: the fields are cleared after each message sent.
  const [formKey, setFormKey] = useState(0);

  return (
    <>
      <PageHero
        icon={<MailOutlineIcon />}
        title="Contact Us"
        subtitle="Questions about an order, a shop or your account? Send us a message and our support team will help."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <Card component="section" aria-labelledby="contact-form-heading" id="contact-form">
              <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
                <Typography id="contact-form-heading" variant="h5" component="h2" sx={{ mb: 0.5 }}>
                  Send us a Message
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 3 }}>
                  We reply to messages sent here within {SUPPORT.formResponseTime}. Fields marked * are required.
                </Typography>
                <ContactForm key={formKey} onSent={() => setFormKey((key) => key + 1)} />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <ContactDetails />
          </Grid>
        </Grid>
      </Container>
      <ClosingBand>
        <QuickAnswers />
      </ClosingBand>
    </>
  );
}
