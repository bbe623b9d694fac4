/** Copy of SPEC §1–§2 and the academy's own words, in one place. */
export const ACADEMY = {
  name: 'CodeSmart Academy',
  shortName: 'CodeSmart',
} as const;

/** The frame around every screen: skip link, navigation bars, drawer, floating buttons. */
export const SHELL = {
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  mainNav: 'Main',
  mobileNav: 'Site menu',
  menu: 'Menu',
  openMenu: 'Open menu',
  /** The menu button when submissions wait: the drawer lists them (the bar has no room for a badge at 320 px). */
  openMenuPending: (n: number) => `Open menu — ${n} submission${n === 1 ? '' : 's'} waiting`,
  closeMenu: 'Close menu',
  coursesShortcut: 'Courses',
  backToTop: 'Back to top',
  contactUs: 'Contact us',
} as const;

/** Every dialog's frame: its words are the shell's, so a dialog's code needs none of the screens' words. */
export const MODAL = {
  close: 'Close',
} as const;

/** A visitor's two ways in, and what a logged-in student sees instead. */
export const ACCOUNT = {
  login: 'Login',
  register: 'Register',
  loggedInAs: (mobile: string) => `Logged in as ${mobile}`,
  logOut: 'Log out',
  /** A signed-in student's own space (issue 21). */
  myLearning: 'My learning',
  loggedOut: 'You have been logged out.',
  /** The navbar's badge of submissions still waiting on this device. */
  pendingLabel: (n: number) => `${n} pending submission${n === 1 ? '' : 's'}`,
  /** The same link when everything reached the academy this week: the history is one tap away. */
  pendingDelivered: 'Pending submissions: all delivered',
  /** The menu drawer's link to /pending, with how many wait. */
  pendingLink: 'Pending submissions',
  pendingWaiting: (n: number) => `${n} waiting`,
} as const;

export const NAV_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'Courses', href: '/courses' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'SkillUp Center', href: '/book' },
] as const;

export const HERO = {
  headline: 'Code Smart. Build Bold.',
  lead: 'Master cutting-edge tech stacks, crack interviews and build production-ready applications with mentors who ship software for a living.',
  claims: ['Hands-on projects', 'Real-world coding challenges', 'Expert mentors', 'A portfolio that gets you hired'],
  stats: [
    { value: '100+', label: 'Projects' },
    { value: '20+', label: 'Industry technologies' },
  ],
  explore: 'Explore Courses',
  join: 'Join Now',
  codeSamples: 'Code samples in Python, Java, React, PHP and HTML',
} as const;

/** Pages whose whole point is a list say so when it could not be loaded, and offer another try. */
export const LOAD_PROBLEM = {
  courses: "We couldn't load the courses. Check your connection and try again.",
  testimonials: "We couldn't load the testimonials. Check your connection and try again.",
  retry: 'Try again',
  notSaved: "These haven't been saved for offline use yet. They will appear as soon as you're back online.",
} as const;

export const INSTALL = {
  button: 'Install app',
  iosHint: 'Tap Share, then “Add to Home Screen”.',
} as const;

export const OFFLINE = {
  banner: "You're offline — showing saved content",
  needsNetwork: 'Joining needs a connection.',
  update: 'A new version is available',
  reload: 'Reload',
} as const;
