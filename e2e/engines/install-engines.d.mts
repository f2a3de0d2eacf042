/** The machine-level cache of engine installs (BASALT_FIXTURE_CACHE, default ~/.cache/basalt). */
export function fixtureCache(): string;
/** The folder that holds (or will hold) this engine's install for its current package.json. */
export function engineInstallDir(engine: 'n8n' | 'node-red'): string;
/** The engine's entry script, installing it first when the cache does not have it. */
export function ensureEngine(engine: 'n8n' | 'node-red'): Promise<string>;
