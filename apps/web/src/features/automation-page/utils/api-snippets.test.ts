// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { curlSnippet, fetchSnippet, mcpConfigSnippet, pythonSnippet, type RunRequest } from './api-snippets';
import { shellQuote } from '@/lib/shell-quote';

/** Everything a shell, JavaScript or Python string could trip on. */
const awkwardInput = {
  quote: 'He said "stop"',
  apostrophe: "it's O'Brien's",
  lines: 'Full Name,E-mail\nAda,ada@example.com\r\n\tend',
  unicode: 'naïve café — 日本語 🚀 \u2028',
  shell: '$HOME `whoami` $(rm -rf /) \\ !! * ~',
  number: 1.5,
  yes: true,
  no: false,
  nothing: null,
};
const request: RunRequest = {
  origin: 'https://basalt.example.com',
  automationId: '7d0c6f1e-1111-4222-8333-944455556666',
  input: awkwardInput,
};
const expectedBody = { automationId: request.automationId, input: awkwardInput };

const hasPython = spawnSync('python3', ['--version']).status === 0;

describe('API snippets on the automation page', () => {
  it('quotes any text for the shell so that bash reads back exactly that text', () => {
    for (const text of Object.values(awkwardInput).map(String)) {
      expect(execFileSync('bash', ['-c', `printf %s ${shellQuote(text)}`], { encoding: 'utf8' })).toBe(text);
    }
  });

  it('the curl command is valid bash and sends the example input, unchanged, with every header', () => {
    const command = curlSnippet(request);
    expect(spawnSync('bash', ['-n'], { input: command }).status).toBe(0);
    // A stand-in curl that prints its arguments, one per NUL: what the real one would be given.
    const args = execFileSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${command}`], {
      encoding: 'utf8',
      env: { ...process.env, BASALT_API_KEY: 'bsk_test' },
    }).split('\0');
    expect(args.slice(0, 3)).toEqual(['-X', 'POST', 'https://basalt.example.com/api/runs']);
    const headers = args.filter((_, i) => args[i - 1] === '-H');
    expect(headers).toContain('Authorization: Bearer bsk_test');
    expect(headers).toContain('Content-Type: application/json');
    expect(headers).toContain('Prefer: wait=60');
    expect(headers.find((h) => h.startsWith('Idempotency-Key: '))).toMatch(/^Idempotency-Key: run-\d+-\d+$/);
    expect(JSON.parse(args[args.indexOf('-d') + 1]!)).toEqual(expectedBody);
  });

  it('the JavaScript parses and posts the example input with the headers', async () => {
    const code = fetchSnippet(request);
    const calls: Array<{ url: string; init: { headers: Record<string, string>; body: string } }> = [];
    const context = vm.createContext({
      fetch: async (url: string, init: (typeof calls)[number]['init']) => {
        calls.push({ url, init });
        return { json: async () => ({ run: { status: 'completed', resultData: {} } }) };
      },
      process: { env: { BASALT_API_KEY: 'bsk_test' } },
      crypto: { randomUUID: () => '00000000-0000-4000-8000-000000000000' },
      console: { log: () => undefined },
    });
    // Top-level await is a module's; the snippet runs here as an async function's body.
    await (new vm.Script(`(async () => {\n${code}\n})()`).runInContext(context) as Promise<void>);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://basalt.example.com/api/runs');
    expect(calls[0]!.init.headers).toMatchObject({
      Authorization: 'Bearer bsk_test',
      'Idempotency-Key': '00000000-0000-4000-8000-000000000000',
      Prefer: 'wait=60',
    });
    expect(JSON.parse(calls[0]!.init.body)).toEqual(expectedBody);
  });

  it.runIf(hasPython)('the Python parses and posts the example input as JSON with the headers', () => {
    const code = pythonSnippet(request);
    execFileSync('python3', ['-c', 'import ast, sys; ast.parse(sys.stdin.read())'], { input: code });
    // requests replaced by a stand-in that records the call, so the snippet itself runs as written.
    const harness = `
import json, os, sys, types
calls = []
class Answer:
    def raise_for_status(self): pass
    def json(self): return {"run": {"status": "completed", "resultData": None}}
def post(url, **options):
    calls.append({"url": url, **options})
    return Answer()
sys.modules["requests"] = types.SimpleNamespace(post=post)
os.environ["BASALT_API_KEY"] = "bsk_test"
exec(sys.stdin.read())
print("\\n" + json.dumps(calls[0]))
`;
    const output = execFileSync('python3', ['-c', harness], { input: code, encoding: 'utf8' });
    const call = JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(call.url).toBe('https://basalt.example.com/api/runs');
    expect(call.headers).toMatchObject({ Authorization: 'Bearer bsk_test', Prefer: 'wait=60' });
    expect(call.json).toEqual(expectedBody);
  });

  it('the MCP configuration is JSON naming the remote server and the key header', () => {
    expect(JSON.parse(mcpConfigSnippet('https://basalt.example.com'))).toEqual({
      mcpServers: {
        basalt: {
          type: 'http',
          url: 'https://basalt.example.com/mcp',
          headers: { Authorization: 'Bearer <your API key>' },
        },
      },
    });
  });
});
