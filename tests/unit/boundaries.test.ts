// @vitest-environment node
/** The import boundaries are enforced by lint: a new cross-layer import fails `npm test`. */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'local/boundaries').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'src/features/home/Teaser.tsx',
      "import { useEnrol } from '../courses/use-enrol';\nexport const x = useEnrol;\n",
      /a feature never imports another feature/,
    ],
    ['src/features/courses/X.tsx', "import { App } from '../../app/App';\nexport const x = App;\n", /features\/courses may not import app/],
    ['src/ui/X.tsx', "import { sendForm } from '../offline/send-form';\nexport const x = sendForm;\n", /ui may not import offline/],
    // Primitives know no entity: a domain card builds on ui/, never the other way (decision 121).
    ['src/ui/X.tsx', "import { CourseCard } from '../cards/CourseCard';\nexport const x = CourseCard;\n", /ui may not import cards/],
    [
      'src/cards/X.tsx',
      "import { useEnrol } from '../features/courses/use-enrol';\nexport const x = useEnrol;\n",
      /cards may not import features/,
    ],
    ['src/cards/X.tsx', "import { sendForm } from '../offline/send-form';\nexport const x = sendForm;\n", /cards may not import offline/],
    ['src/contract/x.ts', "import { LOGIN } from '../content/forms';\nexport const x = LOGIN;\n", /contract may not import content/],
    [
      'server/routes/x.ts',
      "import { outbox } from '../../src/offline/app-outbox';\nexport const x = outbox;\n",
      /server may not import offline/,
    ],
    ['sw/x.ts', "import { Button } from '../src/ui/Button';\nexport const x = Button;\n", /sw may not import ui/],
    ['scripts/x.ts', "import { login } from '../tests/support/api-helpers';\nexport const x = login;\n", /scripts never import tests/],
    ['build/x.ts', "import { App } from '../src/app/App';\nexport const x = App;\n", /build may not import app/],
    [
      'src/features/home/Lazy.tsx',
      "export const load = () => import('../mentors/MentorsPage');\n",
      /a feature never imports another feature/,
    ],
  ])('%s: refused', async (file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    [
      'src/features/home/Teaser.tsx',
      "import { Button } from '../../ui/Button';\nimport { useSession } from '../../session/session';\nexport const x = [Button, useSession];\n",
    ],
    ['src/app/routes.tsx', "export const load = () => import('../features/mentors/MentorsPage');\n"],
    ['src/features/home/X.tsx', "import { MentorCard } from '../../cards/MentorCard';\nexport const x = MentorCard;\n"],
    [
      'src/cards/X.tsx',
      "import { Link } from '../ui/Link';\nimport type { Mentor } from '../contract';\nexport const x = Link;\nexport type M = Mentor;\n",
    ],
    ['server/routes/x.ts', "import { ContactRequest } from '../../src/contract';\nexport const x = ContactRequest;\n"],
    ['sw/x.ts', "import { Outbox } from '../src/offline/outbox';\nexport const x = Outbox;\n"],
    ['build/x.ts', "import { PAGE_ROUTES } from '../src/contract/page-routes';\nexport const x = PAGE_ROUTES;\n"],
    ['tests/unit/x.test.ts', "import { startSite } from '../../scripts/lib/site-process';\nexport const x = startSite;\n"],
  ])('%s: allowed', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
