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
  gridTitle: 'Our Courses',
  startLearning: 'Start Learning',
  features: { certificate: 'Professional Certificate', codingExercises: 'Coding Exercises', recordedLectures: 'Recorded Lectures' },
  empty: 'No courses are available right now. Please check back soon.',
} as const;

export const COURSE_DETAIL = {
  taughtBy: 'Taught by',
  certificate: 'Certificate Included',
  enrolNow: 'Enroll Now',
  learn: "What You'll Learn",
  lectures: 'Video Lectures',
  notes: 'Notes & Articles',
  watch: 'Watch',
  openFile: 'Open attached file',
  notFound: 'Course not found',
  error: 'Course not found or invalid response',
  backToAll: 'Back to All Courses',
  explore: 'Explore Courses',
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
  loading: 'Loading sessions...',
  sections: { ongoing: 'Ongoing', upcoming: 'Upcoming', past: 'Past' },
  viewDetails: 'View Details',
  unknownCategory: (slug: string) => `There is no session category called “${slug}”.`,
  noSessions: (name: string) => `No ${name.toLowerCase()} are scheduled right now. Please check back soon.`,
  error: "We couldn't load these sessions. Check your connection and try again.",
  allCategories: 'See all categories',
} as const;

export const EVENT_DETAIL = {
  badgeSuffix: 'Event',
  registerNow: 'Register Now',
  browseEvents: 'Browse Events',
  details: 'Event Details',
  agenda: 'Agenda',
  gallery: 'Gallery',
  sponsors: 'Sponsors',
  resources: 'Resources',
  copy: 'Copy link',
  copied: 'Link copied to the clipboard',
  copyFailed: "Couldn't copy. Select the link and copy it instead.",
  joinMeeting: 'Join Meeting',
  free: 'Free',
  available: 'Available',
  notAvailable: 'Not Available',
  loading: 'Loading event...',
  error: "Oops! Couldn't load the event.",
  notFound: 'Event not found',
} as const;

export const WEBINAR_DETAIL = {
  badges: { ongoing: 'Live Session', upcoming: 'Coming Soon', past: 'Session Ended' },
  startsIn: 'Starts in',
  join: 'Join Webinar Now',
  ended: 'This webinar has ended',
  presenter: 'Your Presenter',
  details: 'Webinar Details',
  reveal: 'Reveal Access Code',
  loading: 'Loading webinar details...',
  notFound: 'No webinar found',
  error: "We couldn't load this webinar. Check your connection and try again.",
} as const;

export const WORKSHOP_DETAIL = {
  registerNow: 'Register Now',
  back: 'Back to Workshops',
  provided: 'Provided',
  notProvided: 'Not Provided',
  loading: 'Loading workshop...',
  notFound: 'Workshop not found',
  error: 'Failed to load workshop details',
  empty: 'No workshop details available',
} as const;

export const INTERNSHIP_DETAIL = {
  overview: 'Overview',
  fees: 'Fees',
  guarantee: 'Money-Back Guarantee',
  curriculum: 'Curriculum',
  included: 'Included',
  notIncluded: 'Not Included',
  why: 'Why This Internship Stands Out',
  whyCards: [
    { title: 'Real Projects', text: 'Work on a product with real users and a real backlog, not a tutorial exercise.' },
    { title: 'Mentor Code Reviews', text: 'Every pull request is reviewed by a practising engineer, the way a good team does it.' },
    { title: 'Certificate That Counts', text: 'A completion certificate that names the project you shipped and the skills you used.' },
    { title: 'Placement Support', text: 'Resume reviews, mock interviews and referrals to partner companies when you finish.' },
  ],
  register: 'Apply Now',
  loading: 'Loading Internship Details...',
  notFound: 'Internship session not found',
  error: "We couldn't load this internship session. Check your connection and try again.",
} as const;

/** Forms (SPEC §2, §4, §8) and the outbox's words to the person. */
export const FORMS = {
  queued: "Saved — it will be sent when you're back online",
  delivered: (label: string) => `${label} sent: it reached us now that you're back online.`,
  busy: { sendOtp: 'Sending OTP...', verify: 'Verifying...', send: 'Sending...', enrol: 'Enrolling...', register: 'Registering...' },
} as const;

export const LOGIN = {
  title: 'Login',
  lead: 'Log in with a one-time code sent to your mobile number.',
  mobile: 'Mobile Number',
  otp: 'OTP',
  sendOtp: 'Send OTP',
  verify: 'Verify OTP',
  codeSentTo: (mobile: string) => `Enter the 6-digit code sent to +91 ${mobile}.`,
  changeNumber: 'Change number',
  offline: "You're offline. Logging in needs a connection; try again when you're back online.",
  loggedInAs: (mobile: string) => `Logged in as ${mobile}`,
  logOut: 'Log out',
  loggedOut: 'You have been logged out.',
} as const;

export const CONTACT_FORM = {
  title: 'Send us a message',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
  submit: 'Send Message',
} as const;

export const REGISTER = {
  title: 'Candidate Registration',
  lead: 'Register once to join batches, enrol in courses and book sessions.',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  mobile: 'Mobile Number',
  email: 'Email',
  dob: 'Date of Birth',
  college: 'College Name',
  program: 'Program',
  submit: 'Register',
  haveAccount: 'Already registered?',
  logIn: 'Log in',
} as const;

export const ENROL = {
  title: (course: string | undefined) => `Enroll for ${course || 'Selected Course'}`,
  submit: 'Enroll',
} as const;

export const FORGOT_PASSWORD = {
  title: 'Forgot Password',
  field: 'Mobile or Email',
  submit: 'Send Reset Link / OTP',
  alert: 'Password reset link / OTP sent!',
  back: 'Back to Login',
} as const;

export const FEEDBACK_FORM = {
  title: 'Session Feedback',
  lead: 'Tell us how your session went. Rate each part from 1 (poor) to 10 (excellent).',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  phone: 'Phone',
  email: 'Email',
  college: 'College Name',
  criteria: {
    teachingQuality: 'Teaching quality',
    presentations: 'Presentations',
    engagement: 'Engagement',
    pacing: 'Pacing',
    organization: 'Organization',
  },
  submit: 'Submit Feedback',
  reset: 'Reset',
  chooseRatings: 'Please rate all five criteria.',
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
  nextTry: 'Next automatic try',
  navLabel: (n: number) => `${n} pending submission${n === 1 ? '' : 's'}`,
} as const;

export const INSTALL = {
  button: 'Install app',
  iosHint: 'Tap Share, then “Add to Home Screen”.',
} as const;

export const OFFLINE = {
  banner: "You're offline — showing saved content",
  refreshed: (when: string) => `Last refreshed ${when}.`,
  neverRefreshed: 'Pages you have not opened yet may be missing.',
  needsNetwork: 'Joining needs a connection.',
  update: 'A new version is available',
  reload: 'Reload',
} as const;
