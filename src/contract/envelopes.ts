/** Response envelopes of SPEC §7: every JSON answer is `{ success, data }` or `{ success: false, message }`. */
import { array, literal, object, optional, record, string, type Describe, type Infer, type Struct } from 'superstruct';

export const ErrorBody = object({
  success: literal(false),
  message: string(),
  errors: optional(record(string(), string())),
});
export type ErrorBody = Infer<typeof ErrorBody>;

export interface DataBody<T> {
  success: true;
  data: T;
}

export function dataBody<T>(data: Struct<T>): Describe<DataBody<T>> {
  return object({ success: literal(true), data }) as unknown as Describe<DataBody<T>>;
}

export function listBody<T>(item: Struct<T>): Describe<DataBody<T[]>> {
  return object({ success: literal(true), data: array(item) }) as unknown as Describe<DataBody<T[]>>;
}
