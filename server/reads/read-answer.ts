/**
 * How a public GET of the route table (READS in src/contract/api-routes.ts) is answered: a loader
 * builds the whole answer (status, envelope, and how long it stays right), and the read cache keeps it
 * as ready bytes (server/reads/read-cache.ts). Loaders never see HTTP.
 */
import type { DataBody, ErrorBody, READS } from '../../src/contract';
import { isId } from '../http/respond';
import { ALWAYS, type Validity } from './versioned-cache';

export type ReadName = keyof typeof READS;

export interface ReadAnswer {
  status: 200 | 400 | 404;
  body: DataBody<unknown> | ErrorBody;
  /** When the answer is right: always, unless it says where the clock is (a session's status). */
  validity: Validity;
}

/** Builds the answer of one read from its path parameters (`:id`) and the instant it is asked at. */
export type ReadLoader = (params: Record<string, string>, now: Date) => Promise<ReadAnswer>;

export type ReadLoaders = Record<ReadName, ReadLoader>;

export function found<T>(data: T, validity: Validity = ALWAYS): ReadAnswer {
  return { status: 200, body: { success: true, data } satisfies DataBody<T>, validity };
}

export function missing(status: 400 | 404, message: string): ReadAnswer {
  return { status, body: { success: false, message } satisfies ErrorBody, validity: ALWAYS };
}

/**
 * A lookup by `:id`: 400 for a malformed id (ids are UUIDs, so it can never match and no query runs),
 * 404 when nothing matches. `entity` names the thing in the messages ("Course not found").
 */
export function byId<T>(
  entity: string,
  find: (id: string, now: Date) => Promise<{ data: T; validity?: Validity } | undefined>,
): ReadLoader {
  return async (params, now) => {
    const id = params.id ?? '';
    if (!isId(id)) return missing(400, `Invalid ${entity.toLowerCase()} id`);
    const hit = await find(id, now);
    return hit ? found(hit.data, hit.validity) : missing(404, `${entity} not found`);
  };
}
