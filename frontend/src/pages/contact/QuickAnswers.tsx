import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { findFaq } from '../help/faqs';

/** Three common questions from the help centre, answered right on the contact page. */
const QUICK_ANSWERS = ['track-order', 'payment-methods', 'sell-on-mohalla'].map(findFaq);

export function QuickAnswers() {
  return (
    <Box component="section" aria-labelledby="quick-answers-heading">
      <Typography id="quick-answers-heading" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
        Quick Answers
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
        You may find your answer here before you write to us.
      </Typography>
      <Grid container spacing={3}>
        {QUICK_ANSWERS.map((faq) => (
          <Grid key={faq.id} size={{ xs: 12, md: 4 }}>
            <Card data-testid="quick-answer" sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <Typography variant="h6" component="h3" sx={{ mb: 1, fontSize: '1.05rem' }}>
                  {faq.question}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
                  {faq.answer}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to="/help" variant="outlined" size="large" endIcon={<ArrowForwardIcon />}>
          View All FAQs
        </Button>
      </Box>
    </Box>
  );
}
