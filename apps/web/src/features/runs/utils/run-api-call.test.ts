// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runApiCurl } from './run-api-call';

const awkward = {
  quote: 'He said "stop"',
  apostrophe: "it's O'Brien's",
  lines: 'a\nb\r\n\tc',
  shell: '$HOME `whoami` $(rm -rf /) \\ !! * ~',
  count: 3,
  yes: true,
  nothing: null,
};

/** What curl would be given: the command run by bash with a stand-in curl that prints its arguments. */
function curlArguments(command: string) {
  return execFileSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${command}`], { encoding: 'utf8' })
    .split('\0')
    .slice(0, -1);
}

describe('Copy as API call', () => {
  const command = runApiCurl({ origin: 'https://basalt.example.com', automation: 'email-validator', input: awkward });

  it('is one valid bash command posting to the page’s own origin', () => {
    expect(spawnSync('bash', ['-n'], { input: command }).status).toBe(0);
    expect(curlArguments(command).slice(0, 3)).toEqual(['-X', 'POST', 'https://basalt.example.com/api/runs']);
  });

  it('sends the key placeholder as a Bearer token, JSON, and waits for the result', () => {
    const args = curlArguments(command);
    const headers = args.filter((_, i) => args[i - 1] === '-H');
    expect(headers).toEqual([
      'Authorization: Bearer YOUR_API_KEY',
      'Content-Type: application/json',
      'Prefer: wait=60',
    ]);
  });

  it('passes every value through the shell unchanged, quotes and $(...) included', () => {
    const args = curlArguments(command);
    expect(JSON.parse(args[args.indexOf('-d') + 1]!)).toEqual({ automationId: 'email-validator', input: awkward });
  });
});
