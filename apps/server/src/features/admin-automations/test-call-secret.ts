import { createHmac } from 'node:crypto';
import type { Config } from '../../platform/config/config';

/** Turns a test call's id into the secret that signs it when its automation is not saved yet. */
export type UnsavedTestCallSecret = (testId: string) => string;

/**
 * An unsaved automation has no signing secret, yet its test call must be signed: the sample
 * workflows answer signed calls only (decision 028). Each such call gets a secret of its own,
 * derived from AUTH_SECRET and the call's id (its `run_id`), so any Basalt process holding the same
 * AUTH_SECRET can check it and nobody else can make one. No secret is stored or shown.
 */
export function unsavedTestCallSecretFrom(config: Pick<Config, 'AUTH_SECRET'>): UnsavedTestCallSecret {
  const key = createHmac('sha256', config.AUTH_SECRET).update('basalt:unsaved-test-call-signatures').digest();
  return (testId) => `whsec_${createHmac('sha256', key).update(testId).digest('base64')}`;
}
