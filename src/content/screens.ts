/**
 * Words of the screens that load with their route (SPEC §2): kept out of copy.ts, whose words every
 * page's first load carries.
 */
import { ACADEMY } from './copy';
import { PHASE_WORDS } from './glossary';

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
  figuresTitle: 'The academy in numbers',
  figuresLead: 'Since 2019, in Pune and online.',
  figures: [
    { value: '5,000+', label: 'Learners trained' },
    { value: '100+', label: 'Projects built' },
    { value: '20+', label: 'Technologies taught' },
    { value: '40+', label: 'Hiring partners' },
  ],
  peopleTitle: 'The people who teach',
  peopleLead: 'Practising engineers and designers, who review your work the way a good team would.',
  peopleLoading: 'Loading mentors...',
  allMentors: 'Meet all our mentors',
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
  sections: PHASE_WORDS,
  viewDetails: 'View Details',
  unknownCategory: (slug: string) => `There is no session category called “${slug}”.`,
  noSessions: (name: string) => `No ${name.toLowerCase()} are scheduled right now. Please check back soon.`,
  error: "We couldn't load these sessions. Check your connection and try again.",
  allCategories: 'See all categories',
} as const;

export const NOT_FOUND = {
  title: 'Page not found',
  text: "The page you were looking for doesn't exist or has moved.",
  home: 'Go to Home',
  courses: 'Browse Courses',
  /** The address that led nowhere, so the person can see a typo. */
  tried: 'You asked for',
  elsewhere: 'Or pick up from here',
  places: [
    { href: '/courses', label: 'Courses', text: 'Programs in full stack, front end, back end and design.' },
    { href: '/book', label: 'SkillUp Center', text: 'Events, webinars, workshops and internships to book.' },
    { href: '/mentors', label: 'Mentors', text: 'The engineers and designers who teach here.' },
    { href: '/contact', label: 'Contact us', text: 'Tell us what you were looking for; we will point you to it.' },
  ],
} as const;
