import type { AnswerMode, TestCallOutcome } from '@basalt/contracts';
import type { AnswerOutcome, CallbackOutcome } from '../runs';

export interface TestCallVerdict {
  outcome: TestCallOutcome;
  verdict: string;
}

const PREVIEW_CHARS = 300;
const clip = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text);

/** The result as a sentence: what the user would see first. */
function describeResult(result: Record<string, unknown>): string {
  const keys = Object.keys(result);
  if (keys.length === 0) return 'no output';
  if (keys.length === 1 && typeof result.message === 'string') return `the message "${clip(result.message)}"`;
  if (keys.length === 1 && Array.isArray(result.items)) return `a list of ${result.items.length} items`;
  return `the result ${clip(JSON.stringify(result))}`;
}

const reasonOf = (message: string) => message.replace(/^Automation (failed|timed out): /, '').replace(/\.$/, '');

/** What Basalt would make of an answer to a real run (or of a callback), in the editor's words. */
export function testCallVerdict(outcome: AnswerOutcome | CallbackOutcome, mode: AnswerMode): TestCallVerdict {
  switch (outcome.kind) {
    case 'accepted':
      return {
        outcome: 'waits',
        verdict:
          outcome.because === 'status_202'
            ? 'This would wait for the workflow to call back: HTTP 202 means it will post progress and its result to callback_url.'
            : 'This would wait for the workflow to call back: with "acknowledges, then calls back", any 2xx answer only acknowledges the request. The run ends when the workflow posts its result to callback_url, or fails and is refunded once its maximum duration has passed.',
      };
    case 'progress':
      return {
        outcome: 'waits',
        verdict: `This would update the run's progress${outcome.progress === null ? '' : ` to ${outcome.progress}%`}${outcome.message ? ` ("${clip(outcome.message)}")` : ''}; the run goes on.`,
      };
    case 'completed':
      return { outcome: 'completes', verdict: `This would complete with ${describeResult(outcome.result)}.` };
    case 'file':
      return {
        outcome: 'completes',
        verdict: `This would complete with the result file "${outcome.file.name}" (${outcome.file.bytes.length.toLocaleString('en-US')} bytes, ${outcome.file.mime}), kept in Basalt's storage.`,
      };
    case 'invalid':
      return {
        outcome: 'waits',
        verdict: `Basalt would refuse this callback (HTTP 422: ${outcome.message}); the run goes on.`,
      };
    case 'failed': {
      const userRejected = 'failureKind' in outcome ? outcome.failureKind === 'input_rejected' : outcome.inputRejected;
      if (userRejected) {
        return {
          outcome: 'fails_charged',
          verdict: `This would fail without a refund: the workflow refused the input ("${clip(outcome.message)}"). The user sees "Check your input data and try again".`,
        };
      }
      const hint = 'hint' in outcome && outcome.hint ? ` ${outcome.hint}` : '';
      const modeNote =
        mode === 'result' && 'failureKind' in outcome && outcome.failureKind === 'timeout'
          ? ' If the workflow needs longer, let it acknowledge at once and call back.'
          : '';
      return {
        outcome: 'fails_refunded',
        verdict: `This would fail and refund the user because ${reasonOf(outcome.message)}.${hint}${modeNote}`,
      };
    }
  }
}
