import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { pausedRunRefusal, type CustomField } from '@basalt/contracts';
import { listPublicVersions } from '../automation-versions';
import { getAutomation } from '../catalogue';
import type { McpDependencies, ToolGuard } from './mcp-context';
import { priceOf } from './price';
import { toolAnswer } from './tool-result';
import { getAutomationOutput } from './tool-output-schemas';

/** Enough history for an agent to pin a recent version without flooding its context. */
const MAX_VERSIONS_LISTED = 5;

/** A field's rules as an agent needs them to fill `input`; undefined values drop out of the JSON. */
const inputField = (field: CustomField) => ({
  key: field.id,
  label: field.label,
  type: field.type,
  required: field.required,
  help: field.helpText,
  options: field.options,
  default: field.defaultValue,
  min_length: field.minLength,
  max_length: field.maxLength,
  min: field.min,
  max: field.max,
  pattern: field.pattern,
  one_of_group: field.oneOfGroup,
});

export function registerGetAutomation(server: McpServer, deps: McpDependencies, guard: ToolGuard) {
  server.registerTool(
    'get_automation',
    {
      title: 'Read an automation',
      description:
        'Reads one automation by slug or id: what it does, its price quote in tokens (what run_automation charges or holds), whether it is paused (temporarily unavailable), the input fields run_automation expects and its newest versions (run_automation can pin one). Free to call.',
      inputSchema: { automation: z.string().min(1).max(200).describe('The slug (e.g. qr-code-generator) or id') },
      outputSchema: getAutomationOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ automation }) =>
      guard(async () => {
        const detail = await getAutomation(deps.db, automation, null);
        const { versions } = await listPublicVersions(deps.db, detail.id);
        return toolAnswer({
          id: detail.id,
          slug: detail.slug,
          name: detail.name,
          description: detail.description,
          category: detail.category?.name ?? null,
          ...priceOf(detail),
          max_duration_minutes: detail.maxDurationMinutes,
          success_rate_percent: detail.successRate,
          // The same state and words as the API's card and its 409 AUTOMATION_PAUSED (D18).
          paused: detail.temporarilyUnavailable,
          ...(detail.temporarilyUnavailable && { message: pausedRunRefusal(detail.name) }),
          input_fields: [...detail.customFields].sort((a, b) => a.order - b.order).map(inputField),
          versions: versions
            .slice(0, MAX_VERSIONS_LISTED)
            .map(({ number, note, isLive, retired }) => ({ number, note, live: isLive, retired })),
        });
      }),
  );
}
