import type { z } from 'zod';
import type { SampleOutbound } from './outbound';
import type { RunFile } from './run-request';

export interface RunContext {
  runId: string | undefined;
  files: RunFile[];
  /** Injected so relative dates ("tomorrow", "3 days ago") are testable. */
  now: Date;
  maxFileBytes: number;
  /** Downloads the uploaded files and posts callbacks (address rules apply inside Basalt). */
  outbound: SampleOutbound;
  /** Keeps a produced file for download and answers its absolute URL (for `output_file_url`). */
  publishFile(name: string, mime: string, bytes: Buffer): string;
}

/** The result keys that point Basalt at a produced file (DESIGN §2.3). */
export const fileResult = (context: RunContext, name: string, mime: string, bytes: Buffer) => ({
  output_file_url: context.publishFile(name, mime, bytes),
  file_name: name,
  file_size_bytes: bytes.length,
});

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
