import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const defaultArtifacts = fileURLToPath(new URL('../../../../.test-artifacts/', import.meta.url));

/**
 * Where the test templates live. TEST_TEMPLATE_TAG separates concurrent runs on one machine (two
 * developers' suites, or CI beside a local run) so one never rebuilds the other's template mid-run.
 */
export function templatePaths() {
  const tag = (process.env.TEST_TEMPLATE_TAG ?? 'main').replace(/[^a-z0-9]/gi, '').toLowerCase() || 'main';
  const dir = resolve(defaultArtifacts, tag);
  return {
    dir,
    pgliteBare: resolve(dir, 'pglite-bare.tar.gz'),
    pgliteDemo: resolve(dir, 'pglite-demo.tar.gz'),
    pgBareTemplate: `cf_template_bare_${tag}`,
    pgDemoTemplate: `cf_template_demo_${tag}`,
  };
}
