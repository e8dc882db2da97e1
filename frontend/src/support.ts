/**
 * The one place holding Mohalla's support contact details and promises (decision D9: one phone
 * number, one email, one postal address). Help, contact and legal pages all read them from here.
 */
export const SUPPORT = {
  phone: '+91 141 400 0000',
  phoneHref: 'tel:+911414000000',
  email: 'support@mohalla.example',
  address: ['Mohalla Support Office', '2nd Floor, 12 MI Road, C-Scheme', 'Jaipur, Rajasthan 302001', 'India'],
  businessHours: [
    { days: 'Monday - Friday', time: '9:00 - 18:00' },
    { days: 'Saturday', time: '10:00 - 16:00' },
    { days: 'Sunday', time: 'Closed' },
  ],
  phoneHours: 'Mon-Fri 9AM-6PM',
  emailResponseTime: '2 hours',
  formResponseTime: '24 hours',
} as const;

export const supportEmailHref = `mailto:${SUPPORT.email}`;
export const supportAddressLine = SUPPORT.address.join(', ');
