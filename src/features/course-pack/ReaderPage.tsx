/**
 * The reader (issue 40, decision 164): a note's whole text and its PDF, from the device's copy when there is
 * one, else from the academy (the sample note is everyone's; the rest is for enrolled students). The PDF is
 * drawn by pdf.js, loaded only here, so that a phone without a PDF viewer reads a downloaded PDF too.
 */
import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, pathTo } from '../../contract/api-routes';
import { courseQuery } from '../../api/queries';
import { PACK_PATHS, type PackNote } from '../../contract/course-pack';
import { PACK } from '../../content/course-pack';
import { readPack } from '../../offline/course-pack/read-pack';
import { coursePath } from '../../ui/course-paths';
import { lazyPart } from '../../ui/lazy-part';
import { Link } from '../../ui/Link';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { PackProblem } from './PackProblem';
import { usePackRead } from './use-pack-read';
import styles from './course-pack.module.css';

const PdfView = lazyPart(() => import('../../ui/pdf-view/PdfView'));
const R = PACK.reader;

async function loadNote(courseId: string, noteId: string): Promise<{ note: PackNote; fromDevice: boolean }> {
  const { response, fromDevice } = await readPack(API_BASE + pathTo(PACK_PATHS.note, { id: courseId, noteId }));
  return { note: ((await response.json()) as { data: PackNote }).data, fromDevice };
}

async function loadPdf(url: string): Promise<ArrayBuffer> {
  return (await readPack(url)).response.arrayBuffer();
}

export default function ReaderPage({ id, noteId }: { id: string; noteId: string }) {
  const course = useQuery(courseQuery(id)).data;
  const { read, retry } = usePackRead(`${id}/${noteId}`, () => loadNote(id, noteId));
  const note = read.state === 'ready' ? read.value.note : null;
  useDocumentMeta(note?.title ?? R.metaTitle, course?.title ?? R.metaTitle);
  return (
    <Section id="reader" headingLevel={1} title={note?.title ?? (read.state === 'loading' ? undefined : R.metaTitle)}>
      <div className={styles.column}>
        <p className={styles.back}>
          <Link href={coursePath(id)}>{course ? R.back(course.title) : R.backToCourse}</Link>
        </p>
        {read.state === 'loading' && <StatusText>{R.loading}</StatusText>}
        {read.state === 'problem' && <PackProblem problem={read.problem} courseId={id} words={R} onRetry={retry} />}
        {note && <NoteText note={note} fromDevice={read.state === 'ready' && read.value.fromDevice} />}
      </div>
    </Section>
  );
}

function NoteText({ note, fromDevice }: { note: PackNote; fromDevice: boolean }) {
  return (
    <article>
      {fromDevice && <p className={styles.source}>{R.fromDevice}</p>}
      {note.content.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      {note.fileUrl && (
        <section aria-labelledby="reader-pdf" className={styles.pdf}>
          <h2 id="reader-pdf">{R.pdfTitle}</h2>
          <Suspense fallback={<StatusText>{R.pdfLoading}</StatusText>}>
            <PdfView url={note.fileUrl} load={() => loadPdf(note.fileUrl!)} />
          </Suspense>
        </section>
      )}
    </article>
  );
}
