import { Box, Card, CardContent, Container, Grid, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PageHero } from '../PageHero';
import { LEGAL_LAST_UPDATED, type LegalBlock, type LegalSection } from './legal-content';

/** Clears the sticky header when a section is reached through its anchor. */
const SCROLL_MARGIN = 88;

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return <Typography sx={{ lineHeight: 1.75, color: 'text.secondary' }}>{block}</Typography>;
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, color: 'text.secondary', '& li': { lineHeight: 1.75, mb: 0.5 } }}>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}

function Section({ section, number }: { section: LegalSection; number: number }) {
  return (
    <Box
      component="section"
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      sx={{ scrollMarginTop: SCROLL_MARGIN }}
    >
      <Typography id={`${section.id}-title`} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {number}. {section.title}
      </Typography>
      <Stack spacing={1.5}>
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
        {section.extra}
      </Stack>
    </Box>
  );
}

function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <Card component="nav" aria-labelledby="toc-heading" sx={{ position: { md: 'sticky' }, top: { md: SCROLL_MARGIN } }}>
      <CardContent>
        <Typography id="toc-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Table of Contents
        </Typography>
        <List component="ol" dense disablePadding>
          {sections.map((section, index) => (
            <ListItem key={section.id} disableGutters sx={{ py: 0.25 }}>
              <Link href={`#${section.id}`} underline="hover" color="text.secondary" variant="body2">
                {index + 1}. {section.title}
              </Link>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

interface LegalPageProps {
  title: string;
  icon: ReactNode;
  subtitle: string;
  sections: readonly LegalSection[];
  /** Shown above the sections, e.g. an important notice or an introduction. */
  lead?: ReactNode;
  tableOfContents?: boolean;
  /** False while a section still waits for the server: its skeletons are not the height of what will come. */
  complete?: boolean;
}

/** The one layout of the privacy, terms and refund pages: numbered sections, optionally with a table of contents. */
export function LegalPage({
  title,
  icon,
  subtitle,
  sections,
  lead,
  tableOfContents = false,
  complete = true,
}: LegalPageProps) {
  useDocumentTitle(title);
  // The sections are rendered after the browser's own jump to the #anchor of the address: jump again,
  // and once more when they are complete, as what was above the anchor may have grown.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [complete]);

  const content = (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4, md: 5 } }}>
      <Stack spacing={5}>
        {sections.map((section, index) => (
          <Section key={section.id} section={section} number={index + 1} />
        ))}
      </Stack>
    </Paper>
  );

  return (
    <>
      <PageHero icon={icon} title={title} subtitle={subtitle}>
        <Typography variant="body2" sx={{ opacity: 0.9 }}>
          Last updated: {LEGAL_LAST_UPDATED}
        </Typography>
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {lead && <Box sx={{ mb: 4 }}>{lead}</Box>}
        {tableOfContents ? (
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 4, lg: 3 }}>
              <TableOfContents sections={sections} />
            </Grid>
            <Grid size={{ xs: 12, md: 8, lg: 9 }}>{content}</Grid>
          </Grid>
        ) : (
          content
        )}
      </Container>
    </>
  );
}
