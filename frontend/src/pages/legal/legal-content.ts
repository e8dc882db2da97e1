import { SUPPORT, supportAddressLine } from '../../support';
import type { ReactNode } from 'react';

/** The date every legal page shows; change it here when a policy changes. */
export const LEGAL_LAST_UPDATED = 'January 1, 2025';

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  /** The anchor: /privacy#<id>. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
  /** Shown after the blocks, for what text alone cannot say (cards, tables). */
  extra?: ReactNode;
}

/** How to reach us, as the last section of each policy lists it. */
export const SUPPORT_CONTACT_LIST: LegalBlock = {
  list: [`Email: ${SUPPORT.email}`, `Phone: ${SUPPORT.phone} (${SUPPORT.phoneHours})`, `Post: ${supportAddressLine}`],
};
