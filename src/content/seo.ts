/** Words of the pages' search and link-preview data (issue 38): breadcrumb names; the server alone uses them. */
export const BREADCRUMB = {
  home: 'Home',
  courses: 'Courses',
  skillUp: 'SkillUp Center',
  events: 'Events',
  webinars: 'Webinars',
  workshops: 'Workshops',
  internships: 'Internship Sessions',
  mentors: 'Mentors',
} as const;
