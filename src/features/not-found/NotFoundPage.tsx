import { useLocation } from 'wouter';
import { Link } from '../../ui/Link';
import { NOT_FOUND } from '../../content/screens';
import { Button } from '../../ui/Button';
import { ILLUSTRATIONS } from '../../ui/images';
import { usePageStatus } from '../../ui/render-context';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import styles from './not-found.module.css';
import { EagerImage } from '../../ui/EagerImage';

/** A route that does not exist: what was asked for, the two main ways on, and the site's main places. */
export default function NotFoundPage() {
  useDocumentMeta(NOT_FOUND.title, NOT_FOUND.text);
  usePageStatus(404);
  const [path] = useLocation();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <div className={`container ${styles.layout}`}>
        <EagerImage className={styles.art} src={ILLUSTRATIONS.notFound} alt="" width={480} height={320} />
        <div className={styles.text}>
          <h1 id="not-found-title" className={styles.title}>
            {NOT_FOUND.title}
          </h1>
          <p className={styles.lead}>{NOT_FOUND.text}</p>
          <p className={styles.tried}>
            {NOT_FOUND.tried} <code>{path}</code>
          </p>
          <div className={styles.actions}>
            <Button as="link" href="/">
              {NOT_FOUND.home}
            </Button>
            <Button as="link" href="/courses" variant="outline">
              {NOT_FOUND.courses}
            </Button>
          </div>
        </div>
      </div>
      <nav className="container" aria-labelledby="not-found-elsewhere">
        <h2 id="not-found-elsewhere" className={styles.elsewhere}>
          {NOT_FOUND.elsewhere}
        </h2>
        <ul className={styles.places}>
          {NOT_FOUND.places.map((p) => (
            <li key={p.href}>
              <Link href={p.href} className={styles.place}>
                <span className={styles.placeLabel}>{p.label} →</span>
                <span className={styles.placeText}>{p.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
