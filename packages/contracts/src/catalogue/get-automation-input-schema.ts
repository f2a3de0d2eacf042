import { z } from 'zod';

/**
 * An automation's run input as a JSON Schema (2020-12) document, built by runInputJsonSchema from
 * its field definitions: what `input` of POST /api/runs must look like.
 */
export const getAutomationInputSchemaResponse = z
  .looseObject({
    $schema: z.literal('https://json-schema.org/draft/2020-12/schema'),
    title: z.string().optional(),
    type: z.literal('object'),
    properties: z.record(z.string(), z.unknown()),
    required: z.array(z.string()),
  })
  .meta({ description: 'A JSON Schema (2020-12) of the input object a run of this automation takes' });
export type GetAutomationInputSchemaResponse = z.infer<typeof getAutomationInputSchemaResponse>;
