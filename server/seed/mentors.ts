/** Demo mentors. `key` links courses to their trainer inside the seed; it is not stored. */
export interface MentorSeed {
  key: string;
  fullName: string;
  title: string;
  highestQualification: string;
  /** File under uploads/trainers; null exercises the default avatar. */
  profilePhoto: string | null;
  linkedin: string | null;
  email: string;
  mobileNo: string;
  summary: string;
  certifications: string[];
  achievements: string[];
}

export const MENTORS: MentorSeed[] = [
  {
    key: 'ananya',
    fullName: 'Ananya Rao',
    title: 'Lead MERN Stack Engineer',
    highestQualification: 'M.Tech, Computer Science (IIT Bombay)',
    profilePhoto: 'ananya-rao.svg',
    linkedin: 'https://www.linkedin.com/in/ananya-rao-dev',
    email: 'ananya.rao@codesmart.academy',
    mobileNo: '9820011001',
    summary:
      "Ananya has spent nine years shipping JavaScript products, from a fintech dashboard used by 2 million people to the checkout of a national grocery chain. She teaches the MERN stack the way teams actually use it: small pull requests, typed APIs, tests first, and a deploy on day one. Her students leave with three production-grade apps and the habit of reading other people's code.",
    certifications: [
      'MongoDB Certified Developer Associate',
      'AWS Certified Developer – Associate',
      'Meta Front-End Developer Professional Certificate',
    ],
    achievements: [
      'Mentored 1,200+ students into developer roles',
      'Speaker at JSConf India 2024',
      'Maintainer of an open-source form library with 3k GitHub stars',
    ],
  },
  {
    key: 'vikram',
    fullName: 'Vikram Menon',
    title: 'Principal Java Architect',
    highestQualification: 'B.E., Information Technology (NIT Trichy)',
    profilePhoto: 'vikram-menon.svg',
    linkedin: 'https://www.linkedin.com/in/vikram-menon-java',
    email: 'vikram.menon@codesmart.academy',
    mobileNo: '9820011002',
    summary:
      'Vikram designed payment and settlement systems in Java and Spring for banks across Asia for twelve years. He brings real incident reports into class, so students learn why transactions, connection pools and clean layering matter before they are asked about them in an interview.',
    certifications: [
      'Oracle Certified Professional: Java SE 17 Developer',
      'Spring Certified Professional',
      'Certified Kubernetes Application Developer',
    ],
    achievements: [
      'Led the migration of a core banking ledger to microservices',
      '400+ students placed in product companies',
      "Author of the academy's Spring Boot handbook",
    ],
  },
  {
    key: 'sneha',
    fullName: 'Sneha Kulkarni',
    title: 'Senior Python & Data Engineer',
    highestQualification: 'M.Sc., Data Science (University of Pune)',
    profilePhoto: 'sneha-kulkarni.svg',
    linkedin: 'https://www.linkedin.com/in/sneha-kulkarni-py',
    email: 'sneha.kulkarni@codesmart.academy',
    mobileNo: '9820011003',
    summary:
      'Sneha builds Django and FastAPI back ends and the data pipelines behind them. Before teaching she ran the analytics platform of an ed-tech company. She is known for turning messy real datasets into projects students are proud to show in interviews.',
    certifications: ['Python Institute PCPP1', 'Google Cloud Professional Data Engineer', 'Databricks Certified Associate Developer'],
    achievements: [
      'Built a student-performance analytics platform used by 300 colleges',
      'PyCon India 2023 workshop host',
      'Winner, Smart India Hackathon (mentor category)',
    ],
  },
  {
    key: 'rahul',
    fullName: 'Rahul Deshmukh',
    title: 'Front-End Architect',
    highestQualification: 'B.Tech, Computer Engineering (VJTI Mumbai)',
    profilePhoto: 'rahul-deshmukh.svg',
    linkedin: 'https://www.linkedin.com/in/rahul-deshmukh-fe',
    email: 'rahul.deshmukh@codesmart.academy',
    mobileNo: '9820011004',
    summary:
      'Rahul cares about fast, accessible interfaces. He led the front-end platform team of a travel marketplace, cut its page weight in half and made it usable with a screen reader. In class he pairs React and TypeScript with the browser fundamentals that frameworks hide.',
    certifications: [
      'Meta Front-End Developer Professional Certificate',
      'W3C Web Accessibility Specialist (WAS)',
      'Google Mobile Web Specialist',
    ],
    achievements: [
      'Shipped a design system used by 40 product teams',
      'Core contributor to a React component library',
      'Judge at three national hackathons',
    ],
  },
  {
    key: 'meera',
    fullName: 'Meera Iyer',
    title: 'Product Design Lead',
    highestQualification: 'M.Des., Interaction Design (NID Ahmedabad)',
    profilePhoto: 'meera-iyer.svg',
    linkedin: 'https://www.linkedin.com/in/meera-iyer-design',
    email: 'meera.iyer@codesmart.academy',
    mobileNo: '9820011005',
    summary:
      'Meera has designed banking, health and commerce apps used by millions. She teaches UI/UX as a craft and a process: research, flows, systems in Figma, usability testing, and handing designs to developers without losing anything on the way.',
    certifications: ['Google UX Design Professional Certificate', 'Nielsen Norman Group UX Certification', 'Figma Advanced Prototyping'],
    achievements: [
      'Design lead of an app with 10M+ downloads',
      "Her students' case studies featured on Behance galleries",
      'Mentor at the Design Week India studio',
    ],
  },
  {
    key: 'arjun',
    fullName: 'Arjun Nair',
    title: 'Cloud & Back-End Engineer',
    highestQualification: 'M.S., Computer Science (BITS Pilani)',
    profilePhoto: 'arjun-nair.svg',
    linkedin: 'https://www.linkedin.com/in/arjun-nair-cloud',
    email: 'arjun.nair@codesmart.academy',
    mobileNo: '9820011006',
    summary:
      'Arjun runs Node.js and Go services on Kubernetes for a logistics company by day and teaches back-end engineering by evening. His sessions focus on databases, queues, observability and the judgement calls that keep systems simple.',
    certifications: [
      'AWS Certified Solutions Architect – Associate',
      'HashiCorp Certified: Terraform Associate',
      'PostgreSQL 15 Associate',
    ],
    achievements: [
      'Scaled a delivery-tracking API to 20k requests per second',
      "Runs the academy's monthly system-design clinic",
      'Contributor to an open-source Postgres migration tool',
    ],
  },
  {
    key: 'farah',
    fullName: 'Farah Sheikh',
    title: 'Full-Stack Developer & Placement Coach',
    highestQualification: 'MCA (University of Mumbai)',
    profilePhoto: null,
    linkedin: null,
    email: 'farah.sheikh@codesmart.academy',
    mobileNo: '9820011007',
    summary:
      'Farah went from a commerce degree to a full-stack developer role in two years, and now helps others make the same move. She runs mock interviews, portfolio reviews and the internship programme, and teaches the JavaScript fundamentals every later course relies on.',
    certifications: ['freeCodeCamp JavaScript Algorithms and Data Structures', 'Scrum Alliance Certified ScrumMaster'],
    achievements: ['Coached 600+ mock interviews', "Built the academy's internship partner network of 35 companies"],
  },
];
