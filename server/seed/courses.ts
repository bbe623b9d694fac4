/** Demo courses across the Front End, Back End, UI/UX and full-stack tracks. */
import type { CourseCategory } from '../db/schema';

export interface CourseSeed {
  key: string;
  title: string;
  category: CourseCategory;
  trainer: string;
  description: string;
  overview: string;
  duration: string;
  price: number | null;
  rating: number | null;
  enrolledCount: number;
  features: { certificate: boolean; codingExercises: boolean; recordedLectures: boolean };
  learningOutcomes: string[];
  keyFeatures: { title: string; description: string; subPoints?: string[] }[];
  benefits: string[];
  lectures: { title: string; duration: string }[];
  notes: { title: string; content: string; withFile: boolean }[];
}

/** The demo lectures play one short clip made for this repository (decision 9)… */
export const SAMPLE_LECTURE_FILE = 'sample-lecture.webm';

/**
 * …but a course's third lecture is a recording hosted elsewhere, as academies link YouTube talks: the app
 * marks it "needs a connection", since it cannot be downloaded (issue 40).
 */
export const HOSTED_ELSEWHERE_INDEX = 2;
export const hostedLectureUrl = (title: string) => `https://www.youtube.com/results?search_query=${encodeURIComponent(title)}`;

export const COURSES: CourseSeed[] = [
  {
    key: 'mern',
    title: 'MERN Stack JavaScript Development',
    category: 'full-stack',
    trainer: 'ananya',
    description:
      'Build and deploy full-stack web applications with MongoDB, Express, React and Node.js, from the first component to a production release.',
    overview:
      "This programme takes you from JavaScript fundamentals to shipping complete MERN applications. Every module ends in working software: a REST API with authentication, a React front end with routing and state management, and a deployed capstone that you can demo in interviews. You will work in Git from the first week, review each other's pull requests and learn the debugging habits of professional teams.",
    duration: '6 Months',
    price: 45000,
    rating: 4.8,
    enrolledCount: 1240,
    features: { certificate: true, codingExercises: true, recordedLectures: true },
    learningOutcomes: [
      'Write modern JavaScript (ES2023) and TypeScript with confidence',
      'Design REST APIs with Express, validation and JWT authentication',
      'Model data in MongoDB with Mongoose, indexes and aggregation pipelines',
      'Build React apps with hooks, routing, React Query and Zustand',
      'Test with Vitest and Playwright, and deploy with CI/CD',
      'Present a portfolio of three production-ready projects',
    ],
    keyFeatures: [
      {
        title: 'Project-first curriculum',
        description: 'Every concept is introduced inside a project you keep.',
        subPoints: ['E-commerce store with cart and payments', 'Real-time chat with Socket.IO', 'Capstone of your own choice'],
      },
      { title: 'Code reviews by mentors', description: 'Weekly pull-request reviews with written feedback on design, naming and tests.' },
      {
        title: 'Interview preparation',
        description: 'DSA practice and mock interviews woven into the schedule.',
        subPoints: ['150 curated problems', 'Two mock technical interviews', 'Resume and GitHub profile review'],
      },
    ],
    benefits: [
      'Job-ready portfolio hosted on your own domain',
      'Internship opportunities with partner start-ups',
      'Lifetime access to recordings and notes',
      'Certificate of completion verified by the academy',
    ],
    lectures: [
      { title: 'JavaScript Refresher: Closures, Promises and async/await', duration: '48 min' },
      { title: 'Designing Your First Express API', duration: '1 hr 05 min' },
      { title: 'React State: From useState to React Query', duration: '56 min' },
    ],
    notes: [
      {
        title: 'MongoDB Schema Design Cheatsheet',
        content:
          'Embed what you read together, reference what grows without bound. Start from the queries your screens make: a product page reads a product with its variants, so variants are embedded; orders grow for ever, so they reference the customer. Add indexes for every filter and sort you use, check them with explain(), and prefer compound indexes that follow the equality-sort-range rule. Validation belongs in the schema as well as in the API.',
        withFile: true,
      },
      {
        title: 'Express Error Handling Patterns',
        content:
          'Centralise error handling in one middleware, never send stack traces to clients, and map validation errors to 400 with field messages. Wrap async handlers so rejected promises reach the error middleware.',
        withFile: true,
      },
    ],
  },
  {
    key: 'java',
    title: 'Java Full Stack Development',
    category: 'full-stack',
    trainer: 'vikram',
    description:
      'Core Java, Spring Boot, Hibernate, REST and React: the stack behind enterprise and banking software, taught by an architect who builds it.',
    overview:
      'Start with object-oriented programming and collections in Java 17, move to relational modelling with PostgreSQL and JPA, then build layered Spring Boot services with security, testing and documentation. The front-end module adds React so you can deliver complete features. The course closes with a banking-style capstone reviewed like a real release.',
    duration: '7 Months',
    price: 52000,
    rating: 4.7,
    enrolledCount: 980,
    features: { certificate: true, codingExercises: true, recordedLectures: true },
    learningOutcomes: [
      'Master core Java: OOP, generics, collections, streams and concurrency basics',
      'Model relational data and write efficient SQL and JPA queries',
      'Build secure REST services with Spring Boot and Spring Security',
      'Write unit and integration tests with JUnit 5 and Testcontainers',
      'Connect a React front end to Spring APIs',
    ],
    keyFeatures: [
      {
        title: 'Enterprise patterns',
        description: 'Layered architecture, transactions and clean boundaries.',
        subPoints: ['Controller-service-repository layering', 'Transactions and isolation levels', 'DTOs and validation'],
      },
      { title: 'Real incident case studies', description: 'Learn from outages of real payment systems and how they were fixed.' },
      { title: 'Placement support', description: 'Resume reviews, mock interviews and referrals to partner companies.' },
    ],
    benefits: [
      'Preparation for Oracle Java certification',
      'Hands-on Spring Boot microservices',
      'Dedicated placement assistance',
      'Weekend and weekday batches',
    ],
    lectures: [
      { title: 'Java Collections in Depth', duration: '1 hr 10 min' },
      { title: 'Spring Boot: Your First Service', duration: '58 min' },
      { title: 'JPA Relationships Without Surprises', duration: '1 hr 02 min' },
    ],
    notes: [
      {
        title: 'Spring Boot Project Structure',
        content:
          'Group code by feature, not by layer, once a service grows beyond a handful of entities. Keep controllers thin, put business rules in services, and keep repositories free of logic. Configuration belongs in application.yml with profiles for dev, test and prod.',
        withFile: true,
      },
      {
        title: 'SQL Joins Quick Reference',
        content:
          'Inner join keeps matching rows only; left join keeps every row of the left table; use exists for semi-joins and avoid select * in production queries.',
        withFile: false,
      },
    ],
  },
  {
    key: 'python',
    title: 'Python Full Stack Development',
    category: 'full-stack',
    trainer: 'sneha',
    description: 'Python, Django, FastAPI, PostgreSQL and React: build data-rich web applications and the APIs that feed them.',
    overview:
      'Learn Python the way working engineers use it: typed, tested and packaged. Build server-rendered apps in Django, fast JSON APIs in FastAPI, and connect them to a React front end. Along the way you will clean real datasets with pandas and ship a dashboard that turns them into decisions.',
    duration: '6 Months',
    price: 42000,
    rating: 4.8,
    enrolledCount: 1105,
    features: { certificate: true, codingExercises: true, recordedLectures: true },
    learningOutcomes: [
      'Write idiomatic, typed Python with tests',
      'Build web apps with Django models, views, forms and the admin',
      'Design async APIs with FastAPI and Pydantic',
      'Work with PostgreSQL and SQLAlchemy',
      'Analyse data with pandas and present it in React dashboards',
    ],
    keyFeatures: [
      {
        title: 'Two frameworks, one project',
        description: 'Django for the admin and content, FastAPI for the real-time API.',
        subPoints: ['Shared PostgreSQL database', 'Background jobs with Celery'],
      },
      { title: 'Data projects', description: 'Real public datasets cleaned and visualised end to end.' },
      { title: 'Deployment', description: 'Docker images, CI pipelines and a cloud deployment you own.' },
    ],
    benefits: [
      'Portfolio with data and web projects',
      'Internship opportunities',
      'Lifetime community access',
      'Certificate of completion',
    ],
    lectures: [
      { title: 'Python Types and Dataclasses', duration: '44 min' },
      { title: 'Django Models and Migrations', duration: '1 hr 01 min' },
      { title: 'FastAPI Dependencies and Validation', duration: '52 min' },
    ],
    notes: [
      {
        title: 'Pandas Cleaning Recipes',
        content:
          'Read with explicit dtypes, parse dates on load, normalise column names to snake_case, and keep raw data untouched: every cleaning step is a function from one frame to the next, so the pipeline can be tested and re-run.',
        withFile: true,
      },
      {
        title: 'Django ORM Performance',
        content: 'Use select_related for foreign keys and prefetch_related for reverse relations; watch the query count in tests.',
        withFile: true,
      },
    ],
  },
  {
    key: 'react',
    title: 'Front-End Development with React & TypeScript',
    category: 'front-end',
    trainer: 'rahul',
    description: 'Accessible, fast user interfaces with semantic HTML, modern CSS, React and TypeScript.',
    overview:
      'A front-end course that starts from the browser: semantic HTML, layout with Grid and Flexbox, and JavaScript in the DOM. Then React with TypeScript, routing, server state with React Query, forms and testing. Performance and accessibility are graded in every project, so your work is fast and usable by everyone.',
    duration: '4 Months',
    price: 32000,
    rating: 4.9,
    enrolledCount: 1530,
    features: { certificate: true, codingExercises: true, recordedLectures: true },
    learningOutcomes: [
      'Build responsive layouts with modern CSS',
      'Write type-safe React components and hooks',
      'Manage server state and caching with React Query',
      'Meet WCAG AA accessibility in real projects',
      'Measure and improve Core Web Vitals',
    ],
    keyFeatures: [
      {
        title: 'Accessibility built in',
        description: 'Keyboard, screen reader and contrast checks in every review.',
        subPoints: ['axe-core in CI', 'Screen reader walkthroughs'],
      },
      { title: 'Performance budgets', description: 'Lighthouse and bundle budgets on every project.' },
      { title: 'Component library project', description: 'Build and document your own small design system.' },
    ],
    benefits: ['Strong front-end portfolio', 'Freelance-ready skills', 'Certificate of completion', 'Flexible weekday and weekend batches'],
    lectures: [
      { title: 'Semantic HTML and the Accessibility Tree', duration: '39 min' },
      { title: 'CSS Grid Layouts That Adapt', duration: '47 min' },
      { title: 'Typing React Components', duration: '51 min' },
    ],
    notes: [
      {
        title: 'React Hooks Rules of Thumb',
        content:
          'Derive instead of syncing: if a value can be computed from props or state, compute it during render. Effects are for talking to the outside world, not for transforming data. Keep state as close to where it is used as possible and lift it only when two siblings need it.',
        withFile: true,
      },
      {
        title: 'CSS Specificity Guide',
        content: 'Prefer classes, avoid ids in selectors, and let the cascade work for you with layers.',
        withFile: true,
      },
    ],
  },
  {
    key: 'js-fundamentals',
    title: 'Modern JavaScript & Web Fundamentals',
    category: 'front-end',
    trainer: 'farah',
    description: 'A beginner-friendly start: how the web works, HTML, CSS and JavaScript, with daily coding practice.',
    overview:
      'Designed for complete beginners and career switchers. You will learn how browsers and servers talk, write your first pages, and build interactive features in plain JavaScript. By the end you will have five small projects and the foundation every framework course expects.',
    duration: '10 Weeks',
    price: 15000,
    rating: 4.6,
    enrolledCount: 2210,
    features: { certificate: true, codingExercises: true, recordedLectures: false },
    learningOutcomes: [
      'Explain how HTTP, DNS and browsers work together',
      'Write semantic, valid HTML and responsive CSS',
      'Use JavaScript variables, functions, arrays and objects fluently',
      'Manipulate the DOM and handle events',
      'Fetch data from APIs and show it on a page',
    ],
    keyFeatures: [
      { title: 'Daily practice', description: 'Short exercises every day with instant feedback.' },
      { title: 'Small group mentoring', description: 'Groups of ten with a dedicated mentor.' },
    ],
    benefits: ['No prior experience needed', 'Path into any full-stack programme', 'Certificate of completion'],
    lectures: [
      { title: 'How the Web Works', duration: '32 min' },
      { title: 'Your First Interactive Page', duration: '41 min' },
      { title: 'Fetching Data from an API', duration: '36 min' },
    ],
    notes: [
      {
        title: 'JavaScript Array Methods',
        content:
          'map transforms, filter selects, reduce combines, find returns the first match, some and every answer yes-or-no questions.',
        withFile: true,
      },
    ],
  },
  {
    key: 'node-backend',
    title: 'Back-End Engineering with Node.js',
    category: 'back-end',
    trainer: 'arjun',
    description: 'APIs, databases, queues, caching and observability with Node.js, PostgreSQL and Redis.',
    overview:
      'Go beyond CRUD: design APIs that stay fast and correct under load. You will model data in PostgreSQL, use transactions and idempotency keys, cache with Redis, process jobs from queues, and trace requests through logs and metrics. The capstone is a small delivery-tracking service load-tested to its limits.',
    duration: '5 Months',
    price: 38000,
    rating: 4.7,
    enrolledCount: 760,
    features: { certificate: true, codingExercises: true, recordedLectures: true },
    learningOutcomes: [
      'Design REST and event-driven APIs',
      'Use PostgreSQL transactions, indexes and migrations',
      'Make writes idempotent and retries safe',
      'Cache, queue and rate-limit with Redis',
      'Observe services with structured logs, metrics and traces',
    ],
    keyFeatures: [
      {
        title: 'Load-tested capstone',
        description: 'Measure throughput and latency, then improve them.',
        subPoints: ['autocannon and k6 load tests', 'p99 latency budgets'],
      },
      { title: 'System design clinic', description: 'Monthly sessions on real architecture trade-offs.' },
      { title: 'Production practices', description: 'Health checks, graceful shutdown and zero-downtime deploys.' },
    ],
    benefits: ['Back-end interview preparation', 'Hands-on PostgreSQL and Redis', 'Certificate of completion', 'Community and hackathons'],
    lectures: [
      { title: 'PostgreSQL Transactions for Developers', duration: '54 min' },
      { title: 'Idempotency Keys and Safe Retries', duration: '38 min' },
      { title: 'Structured Logging and Tracing', duration: '45 min' },
    ],
    notes: [
      {
        title: 'Indexing Checklist',
        content:
          'Index foreign keys you join on, columns you filter by, and the columns of your most common sort. Check plans with EXPLAIN ANALYZE, watch for sequential scans on large tables, and drop indexes nobody uses: every index slows writes.',
        withFile: true,
      },
      {
        title: 'Graceful Shutdown in Node.js',
        content: 'Stop accepting connections, finish in-flight requests, close pools, then exit.',
        withFile: true,
      },
    ],
  },
  {
    key: 'spring-microservices',
    title: 'Spring Boot Microservices',
    category: 'back-end',
    trainer: 'vikram',
    description: 'Split a monolith into well-bounded Spring Boot services with messaging, resilience and observability.',
    overview:
      'For developers who know Java and want to build distributed systems responsibly. Learn when not to split a service, how to design boundaries, and how to handle the failures that come with the network: timeouts, retries, circuit breakers and eventual consistency.',
    duration: '3 Months',
    price: 28000,
    rating: null,
    enrolledCount: 240,
    features: { certificate: true, codingExercises: true, recordedLectures: false },
    learningOutcomes: [
      'Decide where service boundaries belong',
      'Communicate with REST and Kafka events',
      'Apply resilience patterns with Resilience4j',
      'Deploy services to Kubernetes',
    ],
    keyFeatures: [
      { title: 'Domain-driven boundaries', description: 'Event storming and bounded contexts applied to a real domain.' },
      { title: 'Resilience lab', description: 'Break services on purpose and watch the patterns save them.' },
    ],
    benefits: ['Advanced back-end skills', 'Cloud deployment experience', 'Certificate of completion'],
    lectures: [
      { title: 'When to Split a Monolith', duration: '42 min' },
      { title: 'Kafka Events with Spring', duration: '57 min' },
    ],
    notes: [
      {
        title: 'Resilience Patterns Summary',
        content: 'Timeouts first, retries with backoff and jitter second, circuit breakers third; bulkheads isolate pools.',
        withFile: true,
      },
    ],
  },
  {
    key: 'uiux',
    title: 'UI/UX Design with Figma',
    category: 'ui-ux',
    trainer: 'meera',
    description: 'User research, flows, wireframes, visual design and prototyping in Figma, ending in a case-study portfolio.',
    overview:
      'Learn the full design process on real briefs: interview users, map their journeys, sketch and wireframe, build a visual language, and prototype in Figma. Usability tests with real participants shape every iteration. You will finish with three case studies written the way hiring managers want to read them.',
    duration: '4 Months',
    price: 30000,
    rating: 4.8,
    enrolledCount: 690,
    features: { certificate: true, codingExercises: false, recordedLectures: true },
    learningOutcomes: [
      'Plan and run user interviews and usability tests',
      'Turn research into personas, journeys and flows',
      'Design accessible interfaces with a consistent visual language',
      'Build interactive prototypes in Figma',
      'Write compelling portfolio case studies',
    ],
    keyFeatures: [
      {
        title: 'Real client briefs',
        description: 'Work on briefs from partner start-ups.',
        subPoints: ['Fintech onboarding', 'Health appointment booking', 'E-commerce checkout'],
      },
      { title: 'Portfolio reviews', description: 'Fortnightly reviews with the design lead.' },
    ],
    benefits: [
      'Three portfolio case studies',
      'Design internship opportunities',
      'Certificate of completion',
      'Figma professional plan for the course',
    ],
    lectures: [
      { title: 'Interviewing Users Without Leading Them', duration: '35 min' },
      { title: 'Auto Layout and Variants in Figma', duration: '49 min' },
      { title: 'Prototyping Micro-interactions', duration: '40 min' },
    ],
    notes: [
      {
        title: 'Usability Testing Script Template',
        content: 'Introduce, warm up, set tasks without hints, observe in silence, ask follow-up questions, thank the participant.',
        withFile: true,
      },
      {
        title: 'Colour Contrast Basics',
        content: 'Body text needs a contrast ratio of at least 4.5:1, large text 3:1; never carry meaning by colour alone.',
        withFile: false,
      },
    ],
  },
  {
    key: 'design-systems',
    title: 'Design Systems & Interactive Prototyping',
    category: 'ui-ux',
    trainer: 'meera',
    description: 'Build a scalable design system in Figma with tokens, components and documentation that developers love.',
    overview:
      'For designers who want to work at scale. Define design tokens, build component libraries with variants and properties, document usage, and hand off to developers with confidence. The final project is a documented system used to design a complete product flow.',
    duration: '8 Weeks',
    price: null,
    rating: 4.5,
    enrolledCount: 180,
    features: { certificate: false, codingExercises: false, recordedLectures: true },
    learningOutcomes: [
      'Define colour, type and spacing tokens',
      'Build components with variants and properties',
      'Document a system for designers and developers',
      'Prototype complete flows from the system',
    ],
    keyFeatures: [
      { title: 'Tokens to code', description: 'See your tokens become CSS custom properties in a live site.' },
      { title: 'Documentation that is used', description: 'Write guidelines developers actually read.' },
    ],
    benefits: ['Advanced Figma skills', 'A reusable system for your portfolio', 'Community critique sessions'],
    lectures: [
      { title: 'Design Tokens Explained', duration: '33 min' },
      { title: 'Building a Button with Every State', duration: '29 min' },
    ],
    notes: [
      {
        title: 'Component Naming Conventions',
        content: 'Name by purpose, not appearance: Button/Primary rather than Button/Blue.',
        withFile: true,
      },
    ],
  },
];
