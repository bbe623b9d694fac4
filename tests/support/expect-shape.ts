import { StructError, validate, type Struct } from 'superstruct';

/** Asserts `value` matches the contract schema, failing with the path and reason of the first mismatch. */
export function expectShape<T>(value: unknown, struct: Struct<T>): T {
  const [error, valid] = validate(value, struct);
  if (error) throw new Error(describe(error));
  return valid as T;
}

function describe(error: StructError): string {
  const failures = error.failures().slice(0, 5);
  return failures.map((f) => `at ${f.path.join('.') || '(root)'}: ${f.message}`).join('\n');
}
