import type { z } from 'zod';
import type { RunFile } from './run-request';

export interface RunContext {
  runId: string | undefined;
  files: RunFile[];
  /** Injected so relative dates ("tomorrow", "3 days ago") are testable. */
  now: Date;
  maxFileBytes: number;
}

/** `summary` is what Basalt's result viewer shows first; every other key is shown as it is. */
export interface WorkflowResult {
  summary: string;
  [key: string]: unknown;
}

interface WorkflowBase<Slug extends string, Schema extends z.ZodObject> {
  slug: Slug;
  name: string;
  description: string;
  inputSchema: Schema;
}

export interface SyncWorkflow<
  Slug extends string = string,
  Schema extends z.ZodObject = z.ZodObject,
> extends WorkflowBase<Slug, Schema> {
  mode: 'sync';
  run(input: z.output<Schema>, context: RunContext): WorkflowResult | Promise<WorkflowResult>;
}

/** Answers 202 at once, then reports one progress message per step and the result to the callback url. */
export interface AsyncWorkflow<
  Slug extends string = string,
  Schema extends z.ZodObject = z.ZodObject,
> extends WorkflowBase<Slug, Schema> {
  mode: 'async';
  steps(input: z.output<Schema>): string[];
  run(input: z.output<Schema>, context: RunContext): WorkflowResult;
}

export type Workflow = SyncWorkflow | AsyncWorkflow;

export const defineWorkflow = <const Slug extends string, Schema extends z.ZodObject>(
  workflow: Omit<SyncWorkflow<Slug, Schema>, 'mode'>,
): SyncWorkflow<Slug, Schema> => ({ ...workflow, mode: 'sync' });

export const defineAsyncWorkflow = <const Slug extends string, Schema extends z.ZodObject>(
  workflow: Omit<AsyncWorkflow<Slug, Schema>, 'mode'>,
): AsyncWorkflow<Slug, Schema> => ({ ...workflow, mode: 'async' });
