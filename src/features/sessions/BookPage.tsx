import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/Link';
import { sessionCategoriesQuery } from '../../api/queries';
import type { SessionCategory } from '../../contract';
import { BOOK } from '../../content/screens';
import { DEFAULT_SKELETON_COUNT } from '../../content/limits';
import { Icon, type IconName } from '../../ui/Icon';
import { Section, StatusText } from '../../ui/Section';
import { Skeleton } from '../../ui/Skeleton';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';
import { ListStatus } from '../../ui/ListStatus';
import styles from './sessions.module.css';
import { CardGrid } from '../../ui/CardGrid';

const ICONS: Record<string, IconName> = { event: 'calendar', webinar: 'video', workshop: 'wrench', 'internship-session': 'briefcase' };
/** SPEC: the workshop icon unless the type says otherwise. */
export const categoryIcon = (type: string): IconName => ICONS[type] ?? 'wrench';

export default function BookPage() {
  useDocumentMeta(BOOK.title, BOOK.lead);
  const categories = useQuery(sessionCategoriesQuery());
  return (
    <Section id="book" title={BOOK.title} lead={BOOK.lead} headingLevel={1}>
      <ListStatus read={categories} loading={<CategorySkeletons />} failed={BOOK.error} />
      {categories.isSuccess && categories.data.length === 0 && <StatusText>{BOOK.empty}</StatusText>}
      {categories.isSuccess && categories.data.length > 0 && (
        <CardGrid list count={categories.data.length}>
          {categories.data.map((c) => (
            <li key={c._id}>
              <CategoryCard category={c} />
            </li>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

function CategoryCard({ category }: { category: SessionCategory }) {
  return (
    <Link href={`/book/${category.slug}`} className={`${cards.card} ${styles.categoryCard}`}>
      <span className={styles.categoryIcon} data-icon={categoryIcon(category.type)}>
        <Icon name={categoryIcon(category.type)} size={28} />
      </span>
      <h2 className={cards.cardTitle}>{category.name}</h2>
      <p className={styles.muted}>{category.desc}</p>
      <span className={`${cards.link} ${cards.push}`} aria-hidden="true">
        {BOOK.browse} →
      </span>
    </Link>
  );
}

function CategorySkeletons() {
  return (
    <>
      <StatusText>
        <span className="visually-hidden">{BOOK.loading}</span>
      </StatusText>
      <CardGrid count={DEFAULT_SKELETON_COUNT} aria-hidden="true" data-testid="category-skeletons">
        {Array.from({ length: DEFAULT_SKELETON_COUNT }, (_, i) => (
          <div key={i} className={cards.card}>
            <Skeleton height={48} width={48} radius={12} />
            <Skeleton height={22} width="60%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
          </div>
        ))}
      </CardGrid>
    </>
  );
}
