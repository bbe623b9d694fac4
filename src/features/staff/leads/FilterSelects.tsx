/** The choices the leads' filters and the funnel share: a course of the catalogue, a source seen in the last year, an owner. */
import { useQuery } from '@tanstack/react-query';
import { coursesQuery } from '../../../api/queries';
import { LEADS } from '../../../content/leads';
import { SelectField } from '../../../ui/form/Field';
import { leadKeys, listOwners, readFunnel } from './leads-api';

const F = LEADS.filters;

interface Choice {
  value: string;
  onChange: (value: string) => void;
}

export function CourseSelect({ value, onChange }: Choice) {
  const courses = useQuery(coursesQuery());
  return (
    <SelectField label={F.course} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{F.anyCourse}</option>
      {(courses.data ?? []).map((c) => (
        <option key={c._id} value={c._id}>
          {c.title}
        </option>
      ))}
    </SelectField>
  );
}

/** The sources of the last year's leads, as the funnel counts them. */
export function SourceSelect({ value, onChange }: Choice) {
  const funnel = useQuery({
    queryKey: leadKeys.funnel(52, '', ''),
    queryFn: () => readFunnel(52, '', ''),
    networkMode: 'online',
    staleTime: 60_000,
  });
  const sources = [...new Set([...(funnel.data?.sources ?? []).map((s) => s.key), value].filter(Boolean))];
  return (
    <SelectField label={F.source} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{F.anySource}</option>
      {sources.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </SelectField>
  );
}

export function OwnerSelect({ value, onChange }: Choice) {
  const owners = useQuery({ queryKey: leadKeys.owners(), queryFn: listOwners, networkMode: 'online', staleTime: 60_000 });
  return (
    <SelectField label={F.owner} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{F.anyOwner}</option>
      <option value="me">{F.mine}</option>
      <option value="none">{F.nobody}</option>
      {(owners.data ?? []).map((o) => (
        <option key={o.id} value={o.id}>
          {o.identifier}
        </option>
      ))}
    </SelectField>
  );
}
