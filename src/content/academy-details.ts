/**
 * What the academy says of itself and how to reach it (SPEC §1): the footer's, the contact page's, the policies'
 * and the search engines' (src/app/structured-data.ts). Apart from ACADEMY (./copy.ts), whose name every page's code
 * carries: these words come with the screens that show them, not in every page's first bytes.
 */
export const ACADEMY_DETAILS = {
  blurb:
    'CodeSmart Academy trains students and career switchers to build production-ready software: hands-on projects, expert mentors and a portfolio that speaks for itself.',
  address: ['4th Floor, Tech Park One', 'Baner Road, Baner', 'Pune, Maharashtra 411045'],
  /**
   * SPEC §1's "admin e-mail": the academy's administration desk, which answers admissions, fees and policy
   * questions, so it is named for what a visitor writes about (decision 173), not "admin@" (a mailbox that
   * reads as a system account).
   */
  email: 'admissions@codesmart.academy',
  phones: ['+91 98200 11000', '+91 98200 11100', '+91 20 4860 1200'],
  hours: 'Mon-Sat 9AM-6PM',
  socials: [
    { name: 'Facebook', href: 'https://www.facebook.com/codesmartacademy' },
    { name: 'YouTube', href: 'https://www.youtube.com/@codesmartacademy' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/codesmart-academy' },
    { name: 'Instagram', href: 'https://www.instagram.com/codesmartacademy' },
  ],
} as const;
