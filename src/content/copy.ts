/** Copy of SPEC §1–§2 and the academy's own words, in one place. */
export const ACADEMY = {
  name: 'CodeSmart Academy',
  shortName: 'CodeSmart',
  blurb:
    'CodeSmart Academy trains students and career switchers to build production-ready software: hands-on projects, expert mentors and a portfolio that speaks for itself.',
  address: ['4th Floor, Tech Park One', 'Baner Road, Baner', 'Pune, Maharashtra 411045'],
  email: 'admin@codesmart.academy',
  phones: ['+91 98200 11000', '+91 98200 11100', '+91 20 4860 1200'],
  hours: 'Mon-Sat 9AM-6PM',
  socials: [
    { name: 'Facebook', href: 'https://www.facebook.com/codesmartacademy' },
    { name: 'YouTube', href: 'https://www.youtube.com/@codesmartacademy' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/codesmart-academy' },
    { name: 'Instagram', href: 'https://www.instagram.com/codesmartacademy' },
  ],
} as const;

/** The frame around every screen: skip link, navigation bars, drawer, floating buttons. */
export const SHELL = {
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  coursesShortcut: 'Courses',
  backToTop: 'Back to top',
  contactUs: 'Contact us',
} as const;

/** A visitor's two ways in (a logged-in student sees LOGIN's words instead). */
export const ACCOUNT = {
  login: 'Login',
  register: 'Register',
} as const;

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

/** Shared pieces of the interface: dialogs, star ratings, mentor cards. */
export const MODAL = {
  close: 'Close',
} as const;

export const STARS = {
  label: (rating: number) => `Rated ${rating} out of 5`,
} as const;

export const MENTOR_CARD = {
  viewProfile: 'View profile',
  viewProfileOf: (name: string) => `View profile of ${name}`,
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

export const OUTCOMES = {
  title: "What You'll Achieve",
  cards: [
    {
      title: 'Build real-world projects',
      text: 'Ship full applications, from the first commit to a live deployment, and walk interviewers through the code you wrote.',
    },
    {
      title: 'Contest & DSA confidence',
      text: 'Solve data-structures and algorithms problems with a method, and take part in coding contests without freezing.',
    },
    {
      title: 'Internship & freelance ready',
      text: 'Work in Git, review pull requests, estimate tasks and talk to clients: the habits that win internships and freelance work.',
    },
  ],
  cta: 'Start Your Outcome-Driven Journey',
} as const;

export const COURSES_TEASER = {
  title: 'Popular Programs',
  lead: 'Career-focused programs taught by engineers who build software every day.',
  browseAll: 'Browse All Programs',
  loading: 'Loading courses...',
} as const;

export const WHY_CHOOSE = {
  title: `Why Choose ${ACADEMY.name}`,
  cards: [
    { title: 'Project-Based Learning', text: 'Every module ends in working software you keep in your portfolio.' },
    { title: 'Industry-Ready Curriculum', text: 'Syllabi reviewed with hiring partners and updated every batch.' },
    { title: 'Expert Trainers', text: 'Mentors with years of shipping products at scale, not just teaching.' },
    { title: 'Internship & Placement Support', text: 'Mock interviews, resume reviews and referrals to partner companies.' },
    { title: 'Flexible Learning', text: 'Online or offline, weekend or weekday batches: learn around your life.' },
    { title: 'Community & Hackathons', text: 'Build with peers at hackathons, meetups and monthly code clinics.' },
  ],
} as const;

export const HOME_TESTIMONIALS = {
  title: 'What Our Students Say',
  showMore: 'Show More Testimonials',
  loading: 'Loading testimonials...',
} as const;

export const HOME_MENTORS = {
  title: 'Learn From Industry Experts',
  showExperts: 'Show Experts',
  loading: 'Loading mentors...',
} as const;

export const CLOSING_CTA = {
  title: 'Ready to Elevate Your Skills?',
  text: 'Join thousands of students who turned curiosity into a career. Your first project starts this week.',
  button: 'Get Started',
} as const;

export const COURSES_PAGE = {
  metaTitle: 'Courses',
  title: 'Courses That Get You Job-Ready',
  lead: 'Front end, back end, full stack and design: pick a track and build real products from week one.',
  explore: 'Explore Courses',
  stats: [
    { value: '20+', label: 'Technologies' },
    { value: '7+', label: 'Frameworks' },
    { value: '6+', label: 'Design Tools' },
    { value: '100+', label: 'Projects' },
  ],
  categories: [
    {
      title: 'Front End',
      text: 'Interfaces people love to use: semantic HTML, modern CSS, JavaScript, React and TypeScript, with accessibility and performance built in.',
      tools: ['HTML5', 'CSS3', 'JavaScript', 'React', 'TypeScript', 'Vite'],
    },
    {
      title: 'Back End',
      text: 'APIs and data that stay fast and correct under load: Node.js, Java and Spring, Python, PostgreSQL, MongoDB and Redis.',
      tools: ['Node.js', 'Express', 'Spring Boot', 'Django', 'PostgreSQL', 'MongoDB'],
    },
    {
      title: 'UI/UX',
      text: 'Design that solves real problems: research, flows, visual design, design systems and prototypes tested with real users.',
      tools: ['Figma', 'FigJam', 'Maze', 'Miro', 'Adobe XD', 'Framer'],
    },
  ],
  tracksTitle: 'Choose your track',
  toolsLabel: (track: string) => `${track} tools`,
  gridTitle: 'Our Courses',
  duration: 'Duration: ',
  startLearning: 'Start Learning',
  features: { certificate: 'Professional Certificate', codingExercises: 'Coding Exercises', recordedLectures: 'Recorded Lectures' },
  empty: 'No courses are available right now. Please check back soon.',
} as const;

/** `/enroll`: choose a course, then the enrol dialog opens. */
export const ENROL_PAGE = {
  metaTitle: 'Enroll',
  metaDescription: 'Choose the course you want to enroll in.',
  title: 'Choose a course to enroll in',
  lead: 'Pick a program; we will confirm your batch by phone or e-mail.',
} as const;

export const MENTORS_PAGE = {
  title: 'Our Mentors',
  lead: 'Engineers and designers who have built products used by millions, now helping you build yours.',
  showMore: 'Show More',
  showLess: 'Show Less',
  empty: 'Mentor profiles are not available right now.',
  notFound: 'Mentor not found.',
  error: 'Failed to fetch mentor data.',
  testimonials: 'What Their Students Say',
} as const;

export const TESTIMONIALS_PAGE = {
  title: 'Student Testimonials',
  lead: 'Stories from students who learned, built and got hired.',
  loadMore: 'Load More Testimonials',
  loading: 'Loading testimonials...',
  empty: 'No testimonials yet.',
} as const;

export const ABOUT = {
  metaTitle: 'About',
  title: `About ${ACADEMY.name}`,
  lead: 'We help students and career switchers become developers and designers that teams want to hire.',
  mission: {
    title: 'Our Mission',
    text: 'To make industry-grade software education practical and reachable: every student builds real products, with mentors who review their work the way a good team would.',
  },
  vision: {
    title: 'Our Vision',
    text: 'A generation of engineers and designers who learn by building, keep learning on the job, and lift the communities they come from.',
  },
  values: [
    { title: 'Hands-On Learning', text: 'Projects first. Concepts are learned where they are needed, inside software you ship.' },
    { title: 'Expert Mentors', text: 'Practising engineers and designers who review your code and your decisions.' },
    { title: 'Comprehensive Syllabus', text: 'From fundamentals to deployment, testing and interviews: nothing important left out.' },
    { title: 'Flexible Learning', text: 'In-person, live online or self-paced: choose what fits your life, switch when it changes.' },
  ],
  explore: 'Explore Our Courses',
  valuesTitle: 'Our Values',
  banner: { title: 'Find the course that fits your goals', button: 'Browse Courses' },
} as const;

export const NOT_FOUND = {
  title: 'Page not found',
  text: "The page you were looking for doesn't exist or has moved.",
  home: 'Go to Home',
  courses: 'Browse Courses',
} as const;

/** Pages whose whole point is a list say so when it could not be loaded, and offer another try. */
export const LOAD_PROBLEM = {
  courses: "We couldn't load the courses. Check your connection and try again.",
  testimonials: "We couldn't load the testimonials. Check your connection and try again.",
  retry: 'Try again',
  notSaved: "These haven't been saved for offline use yet. They will appear as soon as you're back online.",
} as const;

/** SkillUp Center: SPEC §2's Book chooser, Listing and the four detail screens. */
export const BOOK = {
  title: 'Book A Session',
  lead: 'Events, webinars, workshops and internship sessions: pick a format and find your next session.',
  loading: 'Loading session categories...',
  error: "We couldn't load the session categories. Check your connection and try again.",
  empty: 'No session categories are open right now. Please check back soon.',
  browse: 'Browse sessions',
} as const;

export const LISTING = {
  suffix: 'Listings',
  description: (slug: string) => `Ongoing, upcoming and past ${slug} sessions at ${ACADEMY.name}.`,
  loading: 'Loading sessions...',
  sections: { ongoing: 'Ongoing', upcoming: 'Upcoming', past: 'Past' },
  viewDetails: 'View Details',
  unknownCategory: (slug: string) => `There is no session category called “${slug}”.`,
  noSessions: (name: string) => `No ${name.toLowerCase()} are scheduled right now. Please check back soon.`,
  error: "We couldn't load these sessions. Check your connection and try again.",
  allCategories: 'See all categories',
} as const;

export const PENDING = {
  title: 'Pending submissions',
  lead: 'Forms you sent while offline or that need a fix. They are kept on this device until they reach us.',
  empty: 'Nothing is waiting: everything you sent has reached us.',
  loading: 'Reading what is saved on this device…',
  status: { queued: 'Waiting to send', sending: 'Sending…', sent: 'Sent', 'needs-attention': 'Needs your attention' },
  retry: 'Retry now',
  resend: 'Fix and resend',
  /** For an item the server failed or the outbox stopped replaying: nothing to fix, perhaps something to check. */
  sendAgain: 'Send again',
  discard: 'Discard',
  lastTry: (message: string) => `Last try: ${message}`,
  sentToast: (label: string) => `${label} sent`,
  nextTry: 'Next automatic try',
  navLabel: (n: number) => `${n} pending submission${n === 1 ? '' : 's'}`,
  waitingTitle: 'Waiting',
  historyTitle: 'Delivered this week',
  historyEmpty: 'Nothing delivered from this device this week.',
  clearHistory: 'Clear history',
  historyCleared: 'History cleared.',
  contentLabel: 'What you sent',
  attempts: (n: number) => `${n} attempt${n === 1 ? '' : 's'}`,
  savedAt: (when: string) => `Saved ${when}`,
  sentAt: (when: string) => `Delivered ${when}`,
  lastError: (message: string) => `Last error: ${message}`,
  mayBeCleared:
    'This browser may clear what is saved here if the device runs low on space. Installing the app, or sending these soon, keeps them safe.',
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    fullName: 'Full name',
    mobileNo: 'Mobile number',
    dob: 'Date of birth',
    collegeName: 'College name',
    selectedProgram: 'Program',
    firstName: 'First name',
    middleName: 'Middle name',
    lastName: 'Last name',
  } as Record<string, string>,
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
