/**
 * Bookable sessions, dated relative to the moment the database is seeded so that Ongoing, Upcoming and
 * Past are all populated on a fresh start. Times are set in the academy's zone (India, UTC+05:30).
 */
import type { Sponsor } from '../../src/contract';

const IST_OFFSET_MINUTES = 330;
const DAY_MS = 86_400_000;

/** The instant that is `hhmm` in India on the Indian calendar day `dayOffset` days from `now`. */
export function istAt(now: Date, dayOffset: number, hhmm: string): Date {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const ist = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000);
  const midnightIstAsUtc = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate());
  return new Date(midnightIstAsUtc + dayOffset * DAY_MS + (h * 60 + m - IST_OFFSET_MINUTES) * 60_000);
}

/** The year in India at `at`: demo copy that names a year names one relative to the seed, never a fixed one. */
export function istYear(at: Date): number {
  return new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000).getUTCFullYear();
}

export const CATEGORIES = [
  {
    slug: 'event',
    name: 'Events',
    type: 'event',
    description: 'Hackathons, meetups, build weeks and career fairs where you code, network and learn with the community.',
  },
  {
    slug: 'webinar',
    name: 'Webinars',
    type: 'webinar',
    description: 'Live online talks by industry engineers and designers, with a Q&A at the end of every session.',
  },
  {
    slug: 'workshop',
    name: 'Workshops',
    type: 'workshop',
    description: 'Hands-on, instructor-led sessions of one to three days: you leave with working code and a certificate.',
  },
  {
    slug: 'internship-session',
    name: 'Internship Sessions',
    type: 'internship-session',
    description: 'Guided internships on real projects with mentors, code reviews and a completion certificate.',
  },
] as const;

export function buildEvents(now: Date) {
  const agenda = (items: [string, string][]) => items.map(([time, activity], i) => ({ _id: `agenda-${i + 1}`, time, activity }));
  const sponsors: Sponsor[] = [
    { name: 'CloudNest', logo: 'cloudnest.svg' },
    { name: 'ByteForge', logo: 'byteforge.svg' },
    'Pune Dev Circle',
  ];
  return [
    {
      title: 'Campus Hackathon 2.0',
      description:
        'A 24-hour hackathon where teams of four built solutions for local NGOs. Mentors from partner companies judged on impact, code quality and the demo.',
      startsAt: istAt(now, -30, '09:00'),
      endsAt: istAt(now, -29, '09:00'),
      location: 'CodeSmart Academy, Baner, Pune',
      mode: 'Offline',
      bannerImage: 'campus-hackathon.svg',
      gallery: ['gallery-1.svg', 'gallery-2.svg', 'gallery-3.svg'],
      registeredCount: 160,
      maxParticipants: 160,
      certificateAvailable: true,
      organizer: 'CodeSmart Academy',
      statusOverride: null,
      speakers: ['Ananya Rao', 'Arjun Nair'],
      isFree: true,
      price: 0,
      meetingLink: null,
      registrationLink: null,
      feedbackFormLink: '/feedback',
      agenda: agenda([
        ['09:00 AM', 'Opening and problem statements'],
        ['10:00 AM', 'Hacking begins'],
        ['09:00 PM', 'Mentor rounds'],
        ['08:00 AM', 'Demos and judging'],
      ]),
      sponsors,
      resources: ['https://developer.mozilla.org/en-US/docs/Learn', 'https://github.com/codesmart-academy/hackathon-starter-kit'],
    },
    {
      title: 'Women in Tech Meetup',
      description:
        'An evening of lightning talks and mentoring circles celebrating women building software, with stories from engineers, designers and founders.',
      startsAt: istAt(now, -12, '17:00'),
      endsAt: istAt(now, -12, '20:00'),
      location: 'Online',
      mode: 'Online',
      bannerImage: 'women-in-tech.svg',
      gallery: ['gallery-4.svg'],
      registeredCount: 230,
      maxParticipants: 300,
      certificateAvailable: false,
      organizer: 'CodeSmart Community',
      statusOverride: null,
      speakers: ['Meera Iyer', 'Sneha Kulkarni', 'Farah Sheikh'],
      isFree: true,
      price: 0,
      meetingLink: 'https://meet.jit.si/CodeSmartWomenInTech',
      registrationLink: null,
      feedbackFormLink: 'true',
      agenda: agenda([
        ['05:00 PM', 'Welcome'],
        ['05:15 PM', 'Lightning talks'],
        ['06:30 PM', 'Mentoring circles'],
      ]),
      sponsors: ['Pune Dev Circle'],
      resources: ['https://www.w3.org/WAI/fundamentals/accessibility-intro/'],
    },
    {
      title: 'CodeSmart Build Week',
      description:
        'Five days of building in public: ship a feature a day with mentor office hours, daily stand-ups and a Friday showcase of everything built.',
      startsAt: istAt(now, -2, '10:00'),
      endsAt: istAt(now, 3, '18:00'),
      location: 'CodeSmart Academy, Baner, Pune and online',
      mode: 'Hybrid',
      bannerImage: 'build-week.svg',
      gallery: ['gallery-2.svg', 'gallery-5.svg', 'gallery-6.svg'],
      registeredCount: 118,
      maxParticipants: 150,
      certificateAvailable: true,
      organizer: 'CodeSmart Academy',
      statusOverride: null,
      speakers: ['Rahul Deshmukh', 'Ananya Rao'],
      isFree: false,
      price: 499,
      meetingLink: 'https://meet.jit.si/CodeSmartBuildWeek',
      registrationLink: '/auth/register',
      feedbackFormLink: null,
      agenda: agenda([
        ['10:00 AM', 'Daily stand-up'],
        ['11:00 AM', 'Build block'],
        ['03:00 PM', 'Mentor office hours'],
        ['05:30 PM', 'Demo of the day'],
      ]),
      sponsors,
      resources: [
        'https://react.dev/learn',
        'https://nodejs.org/en/learn/getting-started/introduction-to-nodejs',
        'https://www.postgresql.org/docs/current/tutorial.html',
      ],
    },
    {
      title: 'Open Source Contribution Month',
      description:
        'A month of guided open-source contributions: pick an issue, get it reviewed by a mentor, and land your first pull requests in real projects.',
      startsAt: istAt(now, -10, '09:00'),
      endsAt: istAt(now, 20, '21:00'),
      location: 'Online',
      mode: 'Online',
      bannerImage: null,
      gallery: [],
      registeredCount: 412,
      maxParticipants: 500,
      certificateAvailable: true,
      organizer: 'CodeSmart Community',
      statusOverride: null,
      speakers: ['Arjun Nair'],
      isFree: true,
      price: 0,
      meetingLink: 'https://meet.jit.si/CodeSmartOpenSource',
      registrationLink: '/auth/register',
      feedbackFormLink: null,
      agenda: agenda([
        ['Weekly, Mon 07:00 PM', 'Issue triage call'],
        ['Weekly, Thu 07:00 PM', 'Review clinic'],
      ]),
      sponsors: [],
      resources: ['https://opensource.guide/how-to-contribute/'],
    },
    {
      title: 'Tech Career Fair',
      description:
        'Meet hiring managers from 25 partner companies, get your resume reviewed on the spot and attend short talks on cracking technical interviews.',
      startsAt: istAt(now, 9, '10:00'),
      endsAt: istAt(now, 9, '17:00'),
      location: 'Hotel Sayaji, Wakad, Pune',
      mode: 'Offline',
      bannerImage: 'career-fair.svg',
      gallery: [],
      registeredCount: 340,
      maxParticipants: 600,
      certificateAvailable: false,
      organizer: 'CodeSmart Placement Cell',
      statusOverride: null,
      speakers: ['Farah Sheikh', 'Vikram Menon'],
      isFree: true,
      price: 0,
      meetingLink: null,
      registrationLink: '/auth/register',
      feedbackFormLink: null,
      agenda: agenda([
        ['10:00 AM', 'Doors open'],
        ['11:00 AM', 'Talk: Cracking the technical interview'],
        ['12:00 PM', 'Company booths'],
        ['04:00 PM', 'On-the-spot interviews'],
      ]),
      sponsors,
      resources: [],
    },
    {
      title: 'AI for Developers Summit',
      description:
        'Practical talks on building with large language models: retrieval, evaluation, cost control and shipping AI features responsibly.',
      startsAt: istAt(now, 21, '10:00'),
      endsAt: istAt(now, 22, '17:00'),
      location: 'CodeSmart Academy, Baner, Pune',
      mode: 'Offline',
      bannerImage: 'ai-summit.svg',
      gallery: [],
      registeredCount: 75,
      maxParticipants: 200,
      certificateAvailable: true,
      organizer: 'CodeSmart Academy',
      statusOverride: 'Postponed',
      speakers: ['Sneha Kulkarni', 'Arjun Nair'],
      isFree: false,
      price: 1499,
      meetingLink: null,
      registrationLink: '/auth/register',
      feedbackFormLink: null,
      agenda: agenda([
        ['10:00 AM', 'Keynote: LLMs in production'],
        ['11:30 AM', 'Retrieval-augmented generation lab'],
        ['02:30 PM', 'Evaluating AI features'],
      ]),
      sponsors: [{ name: 'CloudNest', logo: 'cloudnest.svg' }],
      resources: ['https://platform.openai.com/docs/guides/prompt-engineering'],
    },
  ];
}

export function buildWebinars(now: Date) {
  const w = (startDay: number, start: string, endDay: number, end: string) => ({
    startsAt: istAt(now, startDay, start),
    endsAt: istAt(now, endDay, end),
  });
  // A past talk named for the year it was given in.
  const interviews = w(-20, '19:00', -20, '20:30');
  const year = istYear(interviews.startsAt);
  return [
    {
      title: `Cracking Frontend Interviews in ${year}`,
      description: 'What interviewers really ask about JavaScript, React and browser fundamentals, with live solutions.',
      ...interviews,
      speakerName: 'Rahul Deshmukh',
      speakerBio: 'Front-end architect who has interviewed 300+ candidates.',
      speakerPhoto: 'rahul-deshmukh.svg',
      platform: 'Zoom',
      meetingLink: 'https://zoom.us/j/81234567890',
      meetingId: '812 3456 7890',
      passcode: `FE${year}`,
      maxParticipants: 500,
    },
    {
      title: 'From Commerce to Code: Career Switch Stories',
      description: 'Three alumni share how they moved into software, what worked, and what they would do differently.',
      ...w(-5, '18:00', -5, '19:00'),
      speakerName: 'Farah Sheikh',
      speakerBio: 'Full-stack developer and placement coach who switched careers herself.',
      speakerPhoto: null,
      platform: 'Google Meet',
      meetingLink: 'https://meet.google.com/abc-defg-hij',
      meetingId: 'abc-defg-hij',
      passcode: 'SWITCH',
      maxParticipants: 300,
    },
    {
      title: '30-Day Live DSA Series',
      description: 'One live problem-solving session every evening for thirty days, from arrays to dynamic programming.',
      ...w(-3, '20:00', 27, '21:00'),
      speakerName: 'Ananya Rao',
      speakerBio: 'Lead MERN engineer and competitive programmer.',
      speakerPhoto: 'ananya-rao.svg',
      platform: 'YouTube Live',
      meetingLink: 'https://meet.jit.si/CodeSmartDSASeries',
      meetingId: 'CodeSmartDSASeries',
      passcode: 'DSA30',
      maxParticipants: 1000,
    },
    {
      title: 'PostgreSQL Performance for App Developers',
      description: 'Read query plans, pick the right indexes and avoid the N+1 trap, with examples from real APIs.',
      ...w(2, '19:00', 2, '20:30'),
      speakerName: 'Arjun Nair',
      speakerBio: 'Cloud and back-end engineer running Postgres at scale.',
      speakerPhoto: 'arjun-nair.svg',
      platform: 'Zoom',
      meetingLink: 'https://zoom.us/j/89876543210',
      meetingId: '898 7654 3210',
      passcode: 'PG4DEV',
      maxParticipants: 400,
    },
    {
      title: 'Design Portfolios That Get Interviews',
      description: 'How hiring managers read a design portfolio in ninety seconds, and how to write case studies for them.',
      ...w(7, '18:30', 7, '19:30'),
      speakerName: 'Meera Iyer',
      speakerBio: 'Product design lead and portfolio reviewer.',
      speakerPhoto: 'meera-iyer.svg',
      platform: 'Google Meet',
      meetingLink: 'https://meet.google.com/xyz-uvwx-rst',
      meetingId: 'xyz-uvwx-rst',
      passcode: 'FOLIO',
      maxParticipants: 250,
    },
    {
      title: 'Spring Boot 3 and Virtual Threads',
      description: 'What Java virtual threads change for Spring applications, with benchmarks and migration tips.',
      ...w(15, '19:00', 15, '20:00'),
      speakerName: 'Vikram Menon',
      speakerBio: 'Principal Java architect building payment systems.',
      speakerPhoto: 'vikram-menon.svg',
      platform: 'Microsoft Teams',
      meetingLink: 'https://teams.microsoft.com/l/meetup-join/codesmart-virtual-threads',
      meetingId: '451 209 778',
      passcode: 'LOOM21',
      maxParticipants: 350,
    },
  ];
}

export function buildWorkshops(now: Date) {
  const contact = { contactEmail: 'workshops@codesmart.academy', contactPhone: '+91 98200 11000' };
  return [
    {
      title: 'Git & GitHub Bootcamp',
      description: 'Branching, rebasing, resolving conflicts and collaborating through pull requests, hands-on in one day.',
      startsAt: istAt(now, -25, '10:00'),
      endsAt: istAt(now, -25, '17:00'),
      duration: '1 day',
      location: 'CodeSmart Academy, Baner, Pune',
      certification: true,
      registrationLink: null,
      prerequisites: ['A laptop with Git installed', 'Basic command-line use'],
      topics: ['Commits and history', 'Branching strategies', 'Rebase vs merge', 'Pull request etiquette'],
      instructors: [{ name: 'Farah Sheikh' }],
      ...contact,
    },
    {
      title: 'Docker for Developers',
      description: 'Containerise a web app and its database, write a Compose file and understand images, layers and volumes.',
      startsAt: istAt(now, -8, '10:00'),
      endsAt: istAt(now, -7, '17:00'),
      duration: '2 days',
      location: 'Online',
      certification: true,
      registrationLink: null,
      prerequisites: ['Comfort with a terminal', 'Any back-end language'],
      topics: ['Images and layers', 'Dockerfiles that cache well', 'Compose for local development', 'Volumes and networks'],
      instructors: [{ name: 'Arjun Nair' }],
      ...contact,
    },
    {
      title: 'React Performance Deep Dive',
      description: 'Profile a slow React app, fix re-renders, split bundles and measure Core Web Vitals before and after.',
      startsAt: istAt(now, -1, '10:00'),
      endsAt: istAt(now, 2, '17:00'),
      duration: '3 days',
      location: 'CodeSmart Academy, Baner, Pune and online',
      certification: true,
      registrationLink: '/auth/register',
      prerequisites: ['React basics', 'Node.js 20 installed'],
      topics: ['React Profiler', 'Memoisation that matters', 'Code splitting', 'Web Vitals in the field'],
      instructors: [{ name: 'Rahul Deshmukh' }, { name: 'Ananya Rao' }],
      ...contact,
    },
    {
      title: 'Figma Prototyping Sprint',
      description:
        'Turn a rough idea into a tested, clickable prototype in two days using auto layout, variants and interactive components.',
      startsAt: istAt(now, 5, '10:00'),
      endsAt: istAt(now, 6, '17:00'),
      duration: '2 days',
      location: 'CodeSmart Academy, Baner, Pune',
      certification: true,
      registrationLink: '/auth/register',
      prerequisites: ['A free Figma account'],
      topics: ['Auto layout', 'Variants and properties', 'Interactive components', 'Guerrilla usability testing'],
      instructors: [{ name: 'Meera Iyer' }],
      ...contact,
    },
    {
      title: 'REST APIs with Spring Boot',
      description: 'Build, test and document a REST API with Spring Boot, validation and PostgreSQL in a single focused day.',
      startsAt: istAt(now, 12, '10:00'),
      endsAt: istAt(now, 12, '18:00'),
      duration: '1 day',
      location: 'Online',
      certification: false,
      registrationLink: '/auth/register',
      prerequisites: ['Core Java', 'JDK 17 installed'],
      topics: ['Controllers and DTOs', 'Bean validation', 'Spring Data JPA', 'OpenAPI documentation'],
      instructors: [{ name: 'Vikram Menon' }],
      ...contact,
    },
  ];
}

export function buildInternshipSessions(now: Date) {
  const refundPolicy =
    'Full refund if you withdraw within 7 days of the start date, no questions asked. After that, fees are not refundable.';
  return [
    {
      title: 'Summer Web Development Internship',
      description: 'Eight weeks on a real client website in a team of five, with daily stand-ups and mentor code reviews.',
      startsAt: istAt(now, -90, '10:00'),
      endsAt: istAt(now, -34, '18:00'),
      duration: '8 weeks',
      mode: 'Hybrid',
      location: 'Pune',
      topics: ['Requirements and planning', 'React front end', 'Node.js API', 'Testing and deployment', 'Client demo'],
      capacity: 40,
      certification: true,
      feeAmount: 9999,
      refundPolicy,
    },
    {
      title: 'MERN Stack Internship',
      description: 'Build features for a live product used by partner start-ups: a task-management app with real users.',
      startsAt: istAt(now, -20, '10:00'),
      endsAt: istAt(now, 70, '18:00'),
      duration: '3 months',
      mode: 'Online',
      location: 'Remote',
      topics: [
        'Onboarding to an existing codebase',
        'Feature development with React and Express',
        'Code reviews and pull requests',
        'MongoDB performance',
        'Release and retrospective',
      ],
      capacity: 30,
      certification: true,
      feeAmount: 14999,
      refundPolicy,
    },
    {
      title: 'Python & Data Analytics Internship',
      description: 'Clean, analyse and visualise real datasets for an NGO partner, ending with a dashboard they will use.',
      startsAt: istAt(now, 14, '10:00'),
      endsAt: istAt(now, 74, '18:00'),
      duration: '2 months',
      mode: 'Offline',
      location: 'CodeSmart Academy, Baner, Pune',
      topics: ['Data cleaning with pandas', 'Exploratory analysis', 'SQL for analysts', 'Dashboards with React and charts'],
      capacity: 25,
      certification: true,
      feeAmount: 11999,
      refundPolicy,
    },
    {
      title: 'UI/UX Design Internship',
      description: 'Research and redesign the onboarding of a fintech app with its product team, from interviews to a tested prototype.',
      startsAt: istAt(now, 30, '10:00'),
      endsAt: istAt(now, 75, '18:00'),
      duration: '6 weeks',
      mode: 'Hybrid',
      location: 'Pune',
      topics: ['User interviews', 'Journey mapping', 'Wireframes', 'High-fidelity prototype', 'Usability testing'],
      capacity: 15,
      certification: false,
      feeAmount: 7999,
      refundPolicy,
    },
  ];
}
