import { NOT_FOUND } from '../../content/copy';
import { Button } from '../../ui/Button';
import { usePageStatus } from '../../ui/render-context';
import { Section } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import styles from './not-found.module.css';

export default function NotFoundPage() {
  useDocumentMeta(NOT_FOUND.title, NOT_FOUND.text);
  usePageStatus(404);
  return (
    <Section title={NOT_FOUND.title} lead={NOT_FOUND.text} headingLevel={1}>
      <div className={styles.actions}>
        <Button as="link" href="/">
          {NOT_FOUND.home}
        </Button>
        <Button as="link" href="/courses" variant="outline">
          {NOT_FOUND.courses}
        </Button>
      </div>
    </Section>
  );
}
