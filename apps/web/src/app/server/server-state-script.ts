import type { DehydratedState } from '@tanstack/react-query';
import { SERVER_STATE_ID } from '../server-state';

const scriptEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The rendered cache as a JSON data block. '<', '>' and '&' become \u escapes so that a value
 * holding "</script>" (an automation's name, say) cannot end the block; JSON.parse reads them back.
 */
export function serverStateScript(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (char) => scriptEscapes[char]!);
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}
