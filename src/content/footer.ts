/** Words of the footer and the policy pages' menu (the footer loads after the first paint). */
import { ACADEMY } from './copy';

/** The three policy pages, in the order the footer and the policy pages' own menu list them. */
export const POLICY_LINKS = [
  { key: 'privacy', label: 'Privacy Policy', href: '/policies/privacy' },
  { key: 'refund', label: 'Refund Policy', href: '/policies/refund' },
  { key: 'terms', label: 'Terms & Conditions', href: '/policies/terms-conditions' },
] as const;

export const POLICY_PAGE = {
  nav: 'Policies',
  updated: (date: string) => `Last updated: ${date}`,
} as const;

export const FOOTER = {
  columns: [
    {
      title: 'Company',
      links: [
        { label: 'About Us', href: '/about' },
        { label: 'Contact', href: '/contact' },
        { label: 'Mentors', href: '/mentors' },
        { label: 'Testimonials', href: '/testimonials' },
      ],
    },
    {
      title: 'Courses & Services',
      links: [
        { label: 'MERN Stack JavaScript', href: '/courses' },
        { label: 'Python Full Stack', href: '/courses' },
        { label: 'Explore All', href: '/courses' },
        { label: 'SkillUp Center', href: '/book' },
        { label: 'Register', href: '/auth/register' },
      ],
    },
    { title: POLICY_PAGE.nav, links: POLICY_LINKS },
  ],
  social: (network: string) => `${ACADEMY.name} on ${network} (opens in a new tab)`,
  rights: (year: number) => `© ${year} ${ACADEMY.name}. All rights reserved.`,
} as const;
