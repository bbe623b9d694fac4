/**
 * The funnel: enquiries → contacted → enrolled per week (the chart and its table), and the same counts by
 * source and by course, for the weeks chosen, filtered by source and course.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatDayMonth } from '../../../contract/date-format';
import type { FunnelRow } from '../../../contract/leads';
import { LEADS } from '../../../content/leads';
import { SelectField } from '../../../ui/form/Field';
import fieldStyles from '../../../ui/form/Field.module.css';
import { LoadProblem } from '../../../ui/LoadProblem';
import { StatusText } from '../../../ui/Section';
import { CourseSelect, SourceSelect } from './FilterSelects';
import { canDrawCharts, drawFunnel, FUNNEL_COLOURS } from './funnel-chart';
import { leadKeys, readFunnel } from './leads-api';
import styles from './leads.module.css';

const F = LEADS.funnel;
const weekLabel = (key: string) => formatDayMonth(`${key}T12:00:00+05:30`);

export function LeadFunnel() {
  const [weeks, setWeeks] = useState(12);
  const [source, setSource] = useState('');
  const [course, setCourse] = useState('');
  const funnel = useQuery({
    queryKey: leadKeys.funnel(weeks, source, course),
    queryFn: () => readFunnel(weeks, source, course),
    networkMode: 'online',
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  return (
    <section className={styles.panel} aria-labelledby="lead-funnel">
      <h3 id="lead-funnel">{F.title}</h3>
      <div className={fieldStyles.grid}>
        <SelectField label={F.weeks} value={String(weeks)} onChange={(e) => setWeeks(Number(e.target.value))}>
          {[4, 12, 26, 52].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
        <SourceSelect value={source} onChange={setSource} />
        <CourseSelect value={course} onChange={setCourse} />
      </div>
      {funnel.isPending ? (
        <StatusText>{F.loading}</StatusText>
      ) : funnel.isError ? (
        <LoadProblem message={LEADS.failed} onRetry={() => void funnel.refetch()} />
      ) : (
        <>
          <Chart weeks={funnel.data.weeks} />
          <Counts caption={F.week} rows={funnel.data.weeks} label={weekLabel} />
          <Counts caption={F.bySource} rows={funnel.data.sources} label={(k) => k} />
          <Counts caption={F.byCourse} rows={funnel.data.courses} label={(k) => k || F.noCourse} />
        </>
      )}
    </section>
  );
}

/** The canvas, drawn at the width it is given and again when that changes. */
function Chart({ weeks }: { weeks: FunnelRow[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target || !canDrawCharts()) return;
    const chart = drawFunnel(target, { weeks, labels: F.series, weekLabel, width: target.clientWidth || 320 });
    const resized = new ResizeObserver(() => chart.setSize({ width: target.clientWidth || 320, height: 240 }));
    resized.observe(target);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [weeks]);
  return (
    <figure className={styles.figure}>
      <div ref={box} className={styles.chart} aria-hidden="true" />
      <figcaption className={styles.chartKey}>
        {(Object.keys(FUNNEL_COLOURS) as (keyof typeof FUNNEL_COLOURS)[]).map((k) => (
          <span key={k} className={styles[`swatch-${k}`]}>
            {F.series[k]}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

function Counts({ caption, rows, label }: { caption: string; rows: FunnelRow[]; label: (key: string) => string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{caption}</th>
            <th scope="col">{F.series.enquiries}</th>
            <th scope="col">{F.series.contacted}</th>
            <th scope="col">{F.series.enrolled}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{label(r.key)}</th>
              <td>{r.enquiries}</td>
              <td>{r.contacted}</td>
              <td>{r.enrolled}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
