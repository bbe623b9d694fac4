/** Words of Home below the hero and of the cards it shares with other screens (loaded after the hero). */
import { ACADEMY } from './copy';

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

/** What a course card says, on Home and on /courses. */
export const COURSE_CARD = {
  duration: 'Duration: ',
  fee: 'Fee',
  length: 'Duration',
  nextBatch: 'Next batch',
  datesOnRequest: 'On request',
  startLearning: 'Start Learning',
  features: { certificate: 'Professional Certificate', codingExercises: 'Coding Exercises', recordedLectures: 'Recorded Lectures' },
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

export const STARS = {
  label: (rating: number) => `Rated ${rating} out of 5`,
} as const;

export const MENTOR_CARD = {
  viewProfile: 'View profile',
  viewProfileOf: (name: string) => `View profile of ${name}`,
} as const;
