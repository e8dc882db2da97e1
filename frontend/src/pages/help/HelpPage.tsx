import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  CircularProgress,
  Container,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { ClosingBand } from '../ClosingBand';
import { PageHero } from '../PageHero';
import { FAQ_CATEGORIES, answerText, searchFaqs, type Faq, type FaqCategory } from './faqs';
import { StillNeedHelp, SupportChannels } from './SupportChannels';
import { useRefundPolicy } from '../legal/refund-rules';
import { LoadFailed } from '../../components/LoadFailed';
import { useDocumentTitle } from '../../components/useDocumentTitle';

const CATEGORY_ICONS: Record<FaqCategory['id'], ReactNode> = {
  'getting-started': <RocketLaunchOutlinedIcon />,
  'orders-payments': <ShoppingBagOutlinedIcon />,
  'delivery-shipping': <LocalShippingOutlinedIcon />,
  'account-profile': <AccountCircleOutlinedIcon />,
};

function AnswerText({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
      {children}
    </Typography>
  );
}

/** An answer written from the refund policy: a spinner while it loads, Try Again if it failed. */
function PolicyAnswer({ faq }: { faq: Faq }) {
  const policy = useRefundPolicy();
  if (policy.isError) {
    return <LoadFailed what="the refund policy" error={policy.error} onRetry={() => void policy.refetch()} />;
  }
  const text = answerText(faq, policy.data);
  return text === undefined ? (
    <CircularProgress size={24} aria-label="Loading the answer" />
  ) : (
    <AnswerText>{text}</AnswerText>
  );
}

/** One question; each opens and closes on its own, so several can be open at once. */
function FaqItem({ faq, defaultExpanded = false }: { faq: Faq; defaultExpanded?: boolean }) {
  return (
    <Accordion disableGutters defaultExpanded={defaultExpanded} data-testid="faq-item">
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`faq-${faq.id}-question`}
        aria-controls={`faq-${faq.id}-answer`}
        sx={{ '& .MuiAccordionSummary-content': { my: 1.5 } }}
      >
        <Typography sx={{ fontWeight: 600 }}>{faq.question}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`faq-${faq.id}-answer`} sx={{ pt: 0 }}>
        {typeof faq.answer === 'string' ? <AnswerText>{faq.answer}</AnswerText> : <PolicyAnswer faq={faq} />}
      </AccordionDetails>
    </Accordion>
  );
}

function FaqCategorySection({ category }: { category: FaqCategory }) {
  const headingId = `faq-category-${category.id}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2, color: 'primary.main' }}>
        {CATEGORY_ICONS[category.id]}
        <Typography id={headingId} variant="h5" component="h3" color="text.primary">
          {category.title}
        </Typography>
      </Stack>
      <Box>
        {category.faqs.map((faq) => (
          <FaqItem key={faq.id} faq={faq} />
        ))}
      </Box>
    </Box>
  );
}

function SearchResults({ query }: { query: string }) {
  const policy = useRefundPolicy();
  const results = searchFaqs(query, policy.data);
  return (
    <Box component="section" aria-labelledby="search-results-heading">
      <Typography id="search-results-heading" variant="h5" component="h2" sx={{ mb: 2 }} aria-live="polite">
        Search Results ({results.length} found)
      </Typography>
      {results.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <SearchIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
          <Typography sx={{ fontWeight: 600 }}>No results found for your search.</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Try other words, or contact our support team below.
          </Typography>
        </Paper>
      ) : (
        results.map((faq) => <FaqItem key={faq.id} faq={faq} defaultExpanded />)
      )}
    </Box>
  );
}

export default function HelpPage() {
  useDocumentTitle('Help Center');
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';

  return (
    <>
      <PageHero
        icon={<HelpOutlineIcon />}
        title="How can we help you?"
        subtitle="Find answers about shopping, orders, delivery and your account, or get in touch with our support team."
      >
        <Paper elevation={6} sx={{ maxWidth: 600, mx: 'auto', borderRadius: 3 }}>
          <TextField
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search for answers..."
            slotProps={{
              htmlInput: { 'aria-label': 'Search help articles' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ '& .MuiOutlinedInput-root': { borderRadius: 3, bgcolor: 'background.paper' } }}
          />
        </Paper>
      </PageHero>

      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        {searching ? (
          <SearchResults query={query} />
        ) : (
          <Box id="faq" component="section" aria-labelledby="faq-heading" sx={{ scrollMarginTop: 80 }}>
            <Typography id="faq-heading" variant="h4" component="h2" sx={{ mb: 4, textAlign: 'center' }}>
              Frequently Asked Questions
            </Typography>
            <Stack spacing={5}>
              {FAQ_CATEGORIES.map((category) => (
                <FaqCategorySection key={category.id} category={category} />
              ))}
            </Stack>
          </Box>
        )}
      </Container>

      <ClosingBand>
        <SupportChannels />
        <StillNeedHelp />
      </ClosingBand>
    </>
  );
}
