/**
 * Every public GET of the route table, answered from memory: each answer is built once per content
 * version (and, for answers that state a session's status, once per phase of the clock), kept as ready
 * bytes with a strong ETag, and sent as they are (decision 53). The page renderer reads the same
 * answers, as objects, without any HTTP in between (decision 55).
 */
import { READS, type DataBody, type ErrorBody, type ReadRoute } from '../../src/contract';
import type { ContentVersion } from './content-version';
import type { ReadAnswer, ReadLoaders, ReadName } from './read-answer';
import { ReadyBytes, type SendAs } from './ready-bytes';
import { VersionedCache } from './versioned-cache';
import { isId } from '../http/respond';

export interface PreparedRead {
  status: ReadAnswer['status'];
  /** The envelope, deeply frozen: every page rendered from it shares it, so none may change it. */
  body: DataBody<unknown> | ErrorBody;
  /** The same as JSON text, as the render threads get it. */
  json: string;
  bytes: ReadyBytes;
  validity: ReadAnswer['validity'];
}

/**
 * The PWA's service worker decides what to keep offline; browsers and proxies must revalidate. The
 * answer depends on Origin through its CORS headers (server/reads/read-routes.ts).
 */
const ANSWER: SendAs = { type: 'application/json', cacheControl: 'no-cache', varyAlso: ['Origin'] };

/** Far more than the site's reads (lists plus one per course, mentor and session); a bound, not a target. */
const MAX_KEPT_ANSWERS = 2_000;

interface PathMatcher {
  name: ReadName;
  regexp: RegExp;
  params: string[];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function prepare(answer: ReadAnswer): PreparedRead {
  const body = deepFreeze(answer.body);
  const json = JSON.stringify(body);
  return { status: answer.status, body, json, bytes: new ReadyBytes(Buffer.from(json), ANSWER), validity: answer.validity };
}

/** A route's pattern as a matcher that also captures its `:params`, tried in the table's order (as the router does). */
function matcherOf(name: ReadName, route: ReadRoute): PathMatcher {
  const params: string[] = [];
  const source = route.pattern
    .split(/(:\w+)/)
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(part.slice(1));
      return '([^/]+)';
    })
    .join('');
  return { name, regexp: new RegExp(`^${source}$`), params };
}

const keyOf = (name: ReadName, params: Record<string, string>) => (params.id === undefined ? name : `${name} ${params.id.toLowerCase()}`);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // not a valid escape: it then matches no id, like any other malformed one
  }
}

export class ReadCache {
  private readonly kept_ = new VersionedCache<PreparedRead>(MAX_KEPT_ANSWERS);
  private readonly matchers = (Object.entries(READS) as [ReadName, ReadRoute][]).map(([name, route]) => matcherOf(name, route));

  constructor(
    private readonly loaders: ReadLoaders,
    readonly version: ContentVersion,
  ) {}

  /** The kept answer of read `name`, when there is one that holds at `version` and `now` (no waiting). */
  kept(name: ReadName, params: Record<string, string>, version: number, now: Date): PreparedRead | undefined {
    return params.id !== undefined && !isId(params.id) ? undefined : this.kept_.peek(keyOf(name, params), version, now.getTime());
  }

  /** The answer of read `name` for these path parameters, as of content `version` at `now`. */
  async answer(name: ReadName, params: Record<string, string>, version: number, now: Date): Promise<PreparedRead> {
    const load = this.loaders[name];
    // A malformed id is refused without the database; keeping such answers would let anyone fill memory.
    if (params.id !== undefined && !isId(params.id)) return prepare(await load(params, now));
    return this.kept_.get(keyOf(name, params), version, now.getTime(), async () => {
      const answer = await load(params, now);
      return { value: prepare(answer), validity: answer.validity };
    });
  }

  /** The answer for an API path such as `/courses/<id>` (below /api), or null when no read has that path. */
  answerPath(path: string, version: number, now: Date): Promise<PreparedRead> | null {
    const bare = path.split('?')[0]!;
    for (const { name, regexp, params } of this.matchers) {
      const match = regexp.exec(bare);
      if (!match) continue;
      const values = Object.fromEntries(params.map((param, i) => [param, decoded(match[i + 1]!)]));
      return this.answer(name, values, version, now);
    }
    return null;
  }
}
