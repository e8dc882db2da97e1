import { createContext, useContext } from 'react';
import type { BackOfficeName } from '../routes';

/** The back office a screen is in, for the parts both offices share (BackOfficeAdmin provides it). */
export const OfficeContext = createContext<BackOfficeName | null>(null);

export function useOffice(): BackOfficeName {
  const office = useContext(OfficeContext);
  if (!office) throw new Error('useOffice must be used inside a back office');
  return office;
}
