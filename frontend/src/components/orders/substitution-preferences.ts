import type { components } from '../../api/schema';

export type SubstitutionPreference = components['schemas']['OrderResponse']['substitutionPreference'];

/** What the customer may ask at checkout about an item the shop cannot supply, as people read it. */
export const SUBSTITUTION_PREFERENCES: Record<SubstitutionPreference, { label: string; hint: string }> = {
  'call-me': {
    label: 'Call me',
    hint: 'The shop offers a replacement; you approve or reject it on your order.',
  },
  'replace-with-similar': {
    label: 'Replace with similar',
    hint: 'The replacement the shop offers is taken at once.',
  },
  'remove-unavailable': {
    label: 'Remove unavailable items',
    hint: 'Items the shop cannot supply are left out and not charged.',
  },
};

/** The label of a preference the server named; the name itself for one this build does not know yet. */
export function preferenceLabel(preference: string): string {
  return Object.hasOwn(SUBSTITUTION_PREFERENCES, preference)
    ? SUBSTITUTION_PREFERENCES[preference as SubstitutionPreference].label
    : preference;
}
