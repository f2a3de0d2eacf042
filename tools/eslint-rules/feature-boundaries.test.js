import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const runsFile = '/repo/apps/server/src/features/runs/runs.service.ts';

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: runsFile, code: "import { x } from './runs.queries';" },
    { filename: runsFile, code: "import { db } from '../../platform/db/database';" },
    { filename: runsFile, code: "import { ledger } from '../tokens';" },
    { filename: runsFile, code: "import { ledger } from '../tokens/index';" },
    {
      filename: '/repo/apps/web/src/features/home/routes/home.tsx',
      code: "import { Button } from '@/components/ui/button';",
    },
    { filename: '/repo/apps/server/src/app.ts', code: "import { registerRuns } from './features/runs/runs.routes';" },
    // The security regression tests drive the whole app, like the test helpers.
    {
      filename: '/repo/apps/server/src/security/finding-08-worker-after-listen.test.ts',
      code: "import { credit } from '../features/ledger';",
    },
  ],
  invalid: [
    {
      filename: runsFile,
      code: "import { x } from '../tokens/tokens.queries';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: '/repo/apps/web/src/features/home/routes/home.tsx',
      code: "import { useAutomations } from '@/features/catalogue/api/list-automations';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: '/repo/apps/server/src/platform/db/database.ts',
      code: "import { x } from '../../features/runs/runs.queries';",
      errors: [{ messageId: 'upward' }],
    },
  ],
});
