/**
 * Reads of the catalogue: courses, mentors (trainers) and testimonials (feedback). None depends on the
 * clock; each changes only with the content (and so with its version, decision 53). Drafts (`published`
 * false, decision 67) are in none of them: a draft's page is a 404, and nothing links to it.
 */
import { and, asc, eq } from 'drizzle-orm';
import { CARD_BATCHES, type Course, type CourseSummary, type Mentor, type MentorSummary, type Testimonial } from '../../src/contract';
import { NOTE_PREVIEW_CHARS } from '../../src/contract/course-pack';
import { preview } from '../../src/contract/preview';
import { comingBatches, comingBatchesValidity } from '../batches/public-batches';
import type { Db } from '../db/client';
import { courseNotes, courses, testimonials, trainers, videoLectures } from '../db/schema';
import { byId, found, type ReadLoaders } from '../reads/read-answer';

type CatalogueReads = Pick<ReadLoaders, 'courses' | 'course' | 'mentors' | 'mentor' | 'testimonials'>;

export function catalogueReads(db: Db): CatalogueReads {
  return {
    courses: async (_, now) => {
      const rows = await db
        .select({
          id: courses.id,
          title: courses.title,
          duration: courses.duration,
          features: courses.features,
          price: courses.price,
          coverImage: courses.coverImage,
        })
        .from(courses)
        .where(eq(courses.published, true))
        .orderBy(asc(courses.position));
      // Each card names its course's next batches (issue 38); the list is right until India's midnight.
      const batches = await comingBatches(db, now);
      const summaries = rows.map(({ id, ...rest }) => ({ _id: id, ...rest, nextBatches: (batches.get(id) ?? []).slice(0, CARD_BATCHES) }));
      return found<CourseSummary[]>(summaries, comingBatchesValidity(now));
    },
    course: byId('Course', async (id, now) => {
      const course = await findCourse(db, id);
      if (!course) return undefined;
      const batches = (await comingBatches(db, now, [id])).get(id) ?? [];
      return { data: { ...course, batches }, validity: comingBatchesValidity(now) };
    }),
    mentors: async () =>
      found<MentorSummary[]>(
        (await db.select().from(trainers).where(eq(trainers.published, true)).orderBy(asc(trainers.position))).map(mentorSummary),
      ),
    mentor: byId('Mentor', async (id) => wrap(await findMentor(db, id))),
    testimonials: async () => {
      const rows = await db
        .select({ t: testimonials, courseTitle: courses.title })
        .from(testimonials)
        .leftJoin(courses, and(eq(testimonials.courseId, courses.id), eq(courses.published, true)))
        .where(eq(testimonials.published, true))
        .orderBy(asc(testimonials.position));
      return found<Testimonial[]>(rows.map(({ t, courseTitle }) => testimonial(t, courseTitle)));
    },
  };
}

const wrap = <T>(data: T | undefined) => (data === undefined ? undefined : { data });

function mentorSummary(t: typeof trainers.$inferSelect): MentorSummary {
  return {
    _id: t.id,
    fullName: t.fullName,
    title: t.title,
    highestQualification: t.highestQualification,
    profilePhotoTrainer: t.profilePhoto,
    summary: t.summary,
    linkedin: t.linkedin,
  };
}

function testimonial(t: typeof testimonials.$inferSelect, courseTitle: string | null): Testimonial {
  return {
    _id: t.id,
    fullName: t.fullName,
    message: t.message,
    collegeName: t.collegeName,
    profile: t.profile,
    rating: t.rating,
    role: t.role,
    linkedin: t.linkedin,
    course: courseTitle,
    courseId: t.courseId,
  };
}

async function findCourse(db: Db, id: string): Promise<Course | undefined> {
  const [row] = await db
    .select({ course: courses, trainer: trainers })
    .from(courses)
    .leftJoin(trainers, and(eq(courses.trainerId, trainers.id), eq(trainers.published, true)))
    .where(and(eq(courses.id, id), eq(courses.published, true)));
  if (!row) return undefined;
  const [lectures, notes] = await Promise.all([
    db.select().from(videoLectures).where(eq(videoLectures.courseId, id)).orderBy(asc(videoLectures.position)),
    db.select().from(courseNotes).where(eq(courseNotes.courseId, id)).orderBy(asc(courseNotes.position)),
  ]);
  const { course, trainer } = row;
  return {
    _id: course.id,
    title: course.title,
    description: course.description,
    overview: course.overview,
    duration: course.duration,
    price: course.price,
    coverImage: course.coverImage,
    rating: course.rating,
    enrolledCount: course.enrolledCount,
    features: course.features,
    learningOutcomes: course.learningOutcomes,
    keyFeatures: course.keyFeatures,
    benefits: course.benefits,
    trainer: trainer
      ? {
          _id: trainer.id,
          fullName: trainer.fullName,
          profilePhotoTrainer: trainer.profilePhoto,
          highestQualification: trainer.highestQualification,
        }
      : null,
    videolectures: lectures.map((l) => ({ _id: l.id, title: l.title, duration: l.duration, contentUrl: l.contentUrl })),
    // The page shows a preview of each note; the whole text is the course pack's (decision 160). One character
    // short of the page's cut, so that the page shows this exactly, ellipsis included.
    notes: notes.map((n) => ({ _id: n.id, title: n.title, content: preview(n.content, NOTE_PREVIEW_CHARS - 1), file: n.file })),
  };
}

async function findMentor(db: Db, id: string): Promise<Mentor | undefined> {
  const [t] = await db
    .select()
    .from(trainers)
    .where(and(eq(trainers.id, id), eq(trainers.published, true)));
  if (!t) return undefined;
  const taught = await db
    .select({ _id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.trainerId, id), eq(courses.published, true)))
    .orderBy(asc(courses.position));
  return {
    _id: t.id,
    fullName: t.fullName,
    title: t.title,
    highestQualification: t.highestQualification,
    profilePhotoTrainer: t.profilePhoto,
    linkedinProfile: t.linkedin,
    email: t.email,
    mobileNo: t.mobileNo,
    summary: t.summary,
    certifications: t.certifications,
    achievements: t.achievements,
    courses: taught,
  };
}
