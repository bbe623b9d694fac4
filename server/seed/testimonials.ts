/**
 * Demo testimonials. Some messages come wrapped in curly quotes, as students paste them, so the PWA's
 * quote stripping has something to do; a few have no photo, so the placeholder is exercised.
 */
export interface TestimonialSeed {
  fullName: string;
  message: string;
  collegeName: string;
  profile: string | null;
  rating: number;
  role: string | null;
  linkedin: string | null;
  /** Key of a course in COURSES, or null. */
  course: string | null;
}

export const TESTIMONIALS: TestimonialSeed[] = [
  { fullName: 'Priya Sharma', message: '“The MERN course changed how I approach problems. The weekly code reviews taught me more than two years of college projects.”', collegeName: 'COEP Technological University', profile: 'priya-sharma.svg', rating: 5, role: 'Junior Full-Stack Developer at a fintech start-up', linkedin: 'https://www.linkedin.com/in/priya-sharma-dev', course: 'mern' },
  { fullName: 'Rohan Patil', message: 'I cracked my first product-company interview after the Java Full Stack programme. The mock interviews felt harder than the real one.', collegeName: 'MIT World Peace University', profile: 'rohan-patil.svg', rating: 5, role: 'Software Engineer', linkedin: null, course: 'java' },
  { fullName: 'Aisha Khan', message: '“Sneha ma’am made data engineering feel approachable. My pandas dashboard project got me an internship.”', collegeName: 'Fergusson College', profile: 'aisha-khan.svg', rating: 5, role: 'Data Engineering Intern', linkedin: 'https://www.linkedin.com/in/aisha-khan-data', course: 'python' },
  { fullName: 'Karthik Subramanian', message: 'The accessibility focus in the React course is unique. I now test every page with a keyboard and a screen reader before I ship.', collegeName: 'SRM Institute of Science and Technology', profile: 'karthik-subramanian.svg', rating: 5, role: 'Front-End Developer', linkedin: null, course: 'react' },
  { fullName: 'Neha Joshi', message: 'I came from a commerce background and was scared of code. Ten weeks later I built five projects and joined the MERN batch.', collegeName: 'Symbiosis College of Arts and Commerce', profile: null, rating: 4, role: 'Career switcher', linkedin: null, course: 'js-fundamentals' },
  { fullName: 'Aditya Verma', message: '“Load-testing my own API and watching p99 latency drop after adding an index was the moment back-end engineering clicked for me.”', collegeName: 'VIT Pune', profile: 'aditya-verma.svg', rating: 5, role: 'Back-End Developer', linkedin: 'https://www.linkedin.com/in/aditya-verma-be', course: 'node-backend' },
  { fullName: 'Sana Mirza', message: 'Meera’s portfolio reviews were brutal in the best way. My case studies finally tell a story, and I got two design offers.', collegeName: 'MIT Institute of Design', profile: 'sana-mirza.svg', rating: 5, role: 'Product Designer', linkedin: 'https://www.linkedin.com/in/sana-mirza-ux', course: 'uiux' },
  { fullName: 'Harsh Agarwal', message: 'Weekend batches let me learn while working full time. The recorded lectures saved me whenever I missed a class.', collegeName: 'Pune Institute of Computer Technology', profile: 'harsh-agarwal.svg', rating: 4, role: 'QA Engineer moving to development', linkedin: null, course: 'mern' },
  { fullName: 'Divya Nair', message: 'The internship session connected me with a real client project. Shipping something people use is a different feeling.', collegeName: 'Cochin University of Science and Technology', profile: 'divya-nair.svg', rating: 5, role: 'Software Intern', linkedin: null, course: null },
  { fullName: 'Manish Gupta', message: '“Vikram sir explains transactions with stories from real bank outages. I will never forget isolation levels now.”', collegeName: 'NIT Nagpur', profile: null, rating: 5, role: 'Java Developer', linkedin: null, course: 'java' },
  { fullName: 'Tanvi Deshpande', message: 'The hackathons and community sessions kept me motivated. I found my capstone team-mates there.', collegeName: 'Cummins College of Engineering for Women', profile: 'tanvi-deshpande.svg', rating: 5, role: 'Full-Stack Developer', linkedin: 'https://www.linkedin.com/in/tanvi-deshpande', course: 'mern' },
  { fullName: 'Imran Shaikh', message: 'FastAPI plus React was exactly the stack my company uses. I was productive from my first week.', collegeName: 'Abeda Inamdar Senior College', profile: 'imran-shaikh.svg', rating: 4, role: 'Python Developer', linkedin: null, course: 'python' },
  { fullName: 'Pooja Reddy', message: 'Design systems finally make sense. Our developers now use my tokens directly in code.', collegeName: 'JNTU Hyderabad', profile: 'pooja-reddy.svg', rating: 5, role: 'UI Designer', linkedin: null, course: 'design-systems' },
  { fullName: 'Siddharth Jain', message: '“DSA practice inside the course schedule meant I did not have to prepare separately for contests. My rating went up by 400.”', collegeName: 'DY Patil College of Engineering', profile: 'siddharth-jain.svg', rating: 5, role: 'Competitive programmer', linkedin: null, course: 'mern' },
  { fullName: 'Ritika Bansal', message: 'Small groups meant my mentor actually knew my code. That personal attention is rare.', collegeName: 'Delhi Technological University', profile: null, rating: 4, role: 'Student', linkedin: null, course: 'js-fundamentals' },
  { fullName: 'Yash Thakur', message: 'The Spring microservices resilience lab was eye-opening. Breaking services on purpose teaches you fast.', collegeName: 'Walchand College of Engineering', profile: 'yash-thakur.svg', rating: 4, role: 'Java Developer', linkedin: null, course: 'spring-microservices' },
  { fullName: 'Ishita Sen', message: 'I freelance now. The React course gave me the confidence to quote for real client work.', collegeName: 'Jadavpur University', profile: 'ishita-sen.svg', rating: 5, role: 'Freelance Front-End Developer', linkedin: 'https://www.linkedin.com/in/ishita-sen-fe', course: 'react' },
  { fullName: 'Omkar Kale', message: '“Placement support did not stop at one referral. They kept helping until I signed an offer.”', collegeName: 'Sinhgad College of Engineering', profile: 'omkar-kale.svg', rating: 5, role: 'Associate Software Engineer', linkedin: null, course: 'java' },
  { fullName: 'Fatima Qureshi', message: 'Usability testing with real participants changed my designs completely. I learned to stop guessing.', collegeName: 'Srishti Manipal Institute', profile: null, rating: 5, role: 'UX Researcher', linkedin: null, course: 'uiux' },
  { fullName: 'Nikhil Rane', message: 'The observability module was the best part: now I can find a slow query in minutes instead of hours.', collegeName: 'KJ Somaiya College of Engineering', profile: 'nikhil-rane.svg', rating: 4, role: 'Site Reliability Intern', linkedin: null, course: 'node-backend' },
];
