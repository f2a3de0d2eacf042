import { z } from 'zod';

/**
 * How an automation's workflow answers Basalt's request (DESIGN D14).
 * - result: the HTTP answer is the result (synchronous);
 * - callback: any 2xx only acknowledges; the result, progress and failure come to callback_url,
 *   and a run that never calls back fails at its deadline, refunded.
 * A 202 means "calls back" in both modes.
 */
export const answerModes = ['result', 'callback'] as const;
export const answerMode = z.enum(answerModes);
export type AnswerMode = z.infer<typeof answerMode>;

export const answerModeLabels: Record<AnswerMode, string> = {
  result: 'The workflow answers with the result',
  callback: 'The workflow acknowledges, then calls back',
};

export const answerModeExplanations: Record<AnswerMode, string> = {
  result:
    'Basalt waits for the HTTP answer and takes it as the result: a JSON object as it is, a JSON array as a list of items, text as a message, a file as the result file. An empty answer fails the run and refunds the user; 204 completes it with no output. A 202 answer still means the workflow will call back.',
  callback:
    'Any 2xx answer only tells Basalt the workflow has started. The workflow then POSTs progress and its final result (or failure) to the callback_url it received. A run that never calls back fails when its maximum duration has passed, and the user is refunded.',
};

/** The engines the editor has presets and recipes for (docs/engines/). */
export const workflowEngines = ['n8n', 'make', 'zapier', 'pipedream', 'activepieces', 'node-red', 'custom'] as const;
export const workflowEngine = z.enum(workflowEngines);
export type WorkflowEngine = z.infer<typeof workflowEngine>;
