/** The policy pages' text (SPEC §2 "Policy pages"), following SPEC's points. */
import { ACADEMY } from './copy';
import { ACADEMY_DETAILS } from './academy-details';

export interface PolicySection {
  heading: string;
  paragraphs: string[];
}
export interface Policy {
  title: string;
  summary: string;
  updated: string;
  sections: PolicySection[];
}

const UPDATED = '1 November 2026';

export const POLICIES: Record<'terms' | 'refund' | 'privacy', Policy> = {
  refund: {
    title: 'Refund Policy',
    summary: `How refunds, transfers and credits work at ${ACADEMY.name}.`,
    updated: UPDATED,
    sections: [
      {
        heading: 'No refunds after enrollment and payment',
        paragraphs: [
          'Once you have enrolled in a course and your payment has been received, the fee is not refundable. Please review the syllabus, schedule and prerequisites, and talk to our counsellors before you pay.',
        ],
      },
      {
        heading: 'Content delivery issues',
        paragraphs: [
          'Temporary problems with access to lectures, notes or live sessions (for example a platform outage or a rescheduled class) are not grounds for a refund unless a course page says otherwise in writing. We will restore access or reschedule the session as quickly as we can.',
        ],
      },
      {
        heading: 'Terminated accounts',
        paragraphs: [
          'If your account is terminated for breaking our Terms & Conditions, for example sharing course materials or abusive behaviour, no refund is given for any part of the course.',
        ],
      },
      {
        heading: 'Cancelled courses',
        paragraphs: [
          'If we cancel a course or a batch, you may transfer to another batch or course, or receive a credit of the amount paid towards a future enrollment. Cancelled courses are not refunded in cash.',
        ],
      },
      {
        heading: 'Questions',
        paragraphs: [`Write to ${ACADEMY_DETAILS.email} with your registered mobile number and we will answer within two working days.`],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    summary: `What personal data ${ACADEMY.name} collects, why, and the rights you have over it.`,
    updated: UPDATED,
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'When you register, enroll, log in or contact us we collect your name, e-mail address and mobile number, and the details you give in the form (such as your college and date of birth). When you use the site we collect usage information such as the pages you visit, to keep the service working and to improve it.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'We use your data to run your account and enrollments, to send you login codes and course information, to answer your messages, and to improve our courses and website. We send marketing messages only if you have agreed to receive them.',
        ],
      },
      {
        heading: 'We do not sell your data',
        paragraphs: [
          'We never sell or rent your personal data. We share it only with service providers who help us run the academy (for example SMS and hosting providers), under contracts that require them to protect it, or when the law requires us to.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask to access the personal data we hold about you, to update or correct it, to delete it, to opt out of marketing messages at any time, and to receive a portable copy of your data in a common format.',
          `To use any of these rights, write to ${ACADEMY_DETAILS.email} from your registered e-mail address or mention your registered mobile number.`,
        ],
      },
      {
        heading: 'Security and retention',
        paragraphs: [
          'Login codes are stored only in a form that cannot be read back, sessions are kept in secure cookies, and access to student data is limited to the staff who need it. We keep your data while your account is active and for as long as the law requires afterwards.',
        ],
      },
      {
        heading: 'Data on your device',
        paragraphs: [
          'The app saves courses, mentors and session listings on your device so that they open without a network, and keeps forms you send offline until they are delivered. Clearing the site data in your browser removes them.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms & Conditions',
    summary: `The terms that apply when you use ${ACADEMY.name}'s website and courses.`,
    updated: UPDATED,
    sections: [
      {
        heading: '1. Acceptance of these terms',
        paragraphs: [
          'By using this website, registering or enrolling in a course you agree to these terms. If you do not agree, please do not use the site or our courses.',
        ],
      },
      {
        heading: '2. Eligibility',
        paragraphs: [
          'Our courses are open to learners of all ages and all levels of experience. Learners under 18 should enroll with the consent of a parent or guardian.',
        ],
      },
      {
        heading: '3. Accounts and login',
        paragraphs: [
          'You log in with a one-time code sent to your mobile number. Keep your phone secure and never share a code; you are responsible for activity under your account.',
        ],
      },
      {
        heading: '4. Enrollment',
        paragraphs: [
          'An enrollment is confirmed when we have received your details and, for paid courses, your payment. We may contact you to confirm your batch, mode (online or offline) and schedule.',
        ],
      },
      {
        heading: '5. Payment',
        paragraphs: [
          'Course fees are payable in full before the course starts, unless you have agreed an instalment plan with us in writing, in which case each instalment is due on its agreed date.',
        ],
      },
      {
        heading: '6. Refunds',
        paragraphs: ['Fees are non-refundable, as described in our Refund Policy, which forms part of these terms.'],
      },
      {
        heading: '7. Course materials',
        paragraphs: [
          'Lectures, notes, code and other materials are provided for your personal learning only. You may not copy, share, resell or publish them without our written permission.',
        ],
      },
      {
        heading: '8. Prohibited activities',
        paragraphs: [
          "You agree not to share your account, record or redistribute live sessions, harass other learners or staff, submit others' work as your own, or attempt to disrupt or gain unauthorised access to our systems.",
        ],
      },
      {
        heading: '9. Schedules and changes',
        paragraphs: [
          'We may reschedule sessions, change mentors or update a syllabus to keep it current. We will tell you about significant changes in advance whenever we can.',
        ],
      },
      {
        heading: '10. Termination',
        paragraphs: ['We may suspend or terminate an account that breaks these terms. Termination for a breach is not refunded.'],
      },
      {
        heading: '11. No job guarantee',
        paragraphs: [
          'Our placement and internship support helps you prepare and connects you with opportunities, but we do not guarantee a job, an internship or any particular salary.',
        ],
      },
      {
        heading: '12. Liability',
        paragraphs: [
          'We provide our courses with reasonable care and skill. To the extent the law allows, we are not liable for indirect losses, and our total liability is limited to the fees you paid for the course concerned.',
        ],
      },
      {
        heading: '13. Governing law and contact',
        paragraphs: [
          `These terms are governed by the laws of India, with the courts of Pune having jurisdiction. Questions about them can be sent to ${ACADEMY_DETAILS.email}.`,
        ],
      },
    ],
  },
};
