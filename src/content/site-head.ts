/** The app shell's title and description (a rendered page sets its own): read by the build (build/app-shell.ts). */
export const SITE_HEAD = {
  title: 'CodeSmart Academy — Code Smart. Build Bold.',
  description:
    'Master cutting-edge tech stacks, crack interviews and build production-ready applications with expert mentors at CodeSmart Academy.',
  themeColor: '#0b1026',
} as const;
