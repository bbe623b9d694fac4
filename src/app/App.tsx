import { useQuery } from '@tanstack/react-query';
import { coursesQuery } from '../api/queries';
import styles from './App.module.css';

/** The foundation's shell: proves the chain PWA → API → database. The real screens replace it. */
export function App() {
  const courses = useQuery(coursesQuery());
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Code Smart. Build Bold.</h1>
      <p className={styles.lead}>Master cutting-edge tech stacks, crack interviews and build production-ready applications.</p>
      <section aria-labelledby="courses-heading">
        <h2 id="courses-heading">Our Courses</h2>
        {courses.isPending && <p role="status">Loading courses...</p>}
        {courses.isError && <p role="alert">Courses could not be loaded: {courses.error.message}</p>}
        {courses.data && (
          <ul className={styles.list} data-testid="course-titles">
            {courses.data.map((c) => (
              <li key={c._id} className={styles.card}>
                <strong>{c.title}</strong>
                <span className={styles.meta}>{c.duration}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
