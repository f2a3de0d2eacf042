import { z } from 'zod';
import { runInputValues } from '../runs/run-input-schema';

/**
 * "Try before you pay" (issue 15): input an automation page can fill its form with, and a result
 * shown on the page before anyone pays. Both are optional; sample output is read by the result viewer.
 */
export const exampleInput = runInputValues.nullable().default(null);
export const sampleOutput = z.record(z.string(), z.unknown()).nullable().default(null);

const asObject = (text: string): Record<string, unknown> | null | undefined => {
  if (!text.trim()) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** The editor's JSON text: empty, or a JSON object. */
export const exampleJsonText = (what: string) =>
  z
    .string()
    .max(100_000, `${what} must be at most 100000 characters`)
    .default('')
    .refine((text) => asObject(text) !== undefined, `${what} must be a JSON object, like {"topic": "Quarterly sales"}`);

/** Empty text is no example; otherwise the object the text holds (already checked). */
export const parseExampleJson = (text: string) => asObject(text) ?? null;
