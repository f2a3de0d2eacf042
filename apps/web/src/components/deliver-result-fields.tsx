import { chatServiceNames, chatServices, type ChatService, type ResultDeliveryChoice } from '@basalt/contracts';
import { FormField, inputStyles } from '@/components/ui/form-field';

const placeholders: Record<ChatService, string> = {
  slack: 'https://hooks.slack.com/services/…',
  discord: 'https://discord.com/api/webhooks/…',
  teams: 'https://…logic.azure.com/workflows/…',
};

const helpTexts: Record<ChatService, string> = {
  slack: 'In Slack: Apps → Incoming Webhooks → Add New Webhook to Workspace, then copy the Webhook URL.',
  discord: 'In Discord: channel settings → Integrations → Webhooks → New Webhook → Copy Webhook URL.',
  teams:
    'In Teams: the channel’s Workflows → “Post to a channel when a webhook request is received”, then copy its URL.',
};

type DeliverResultFieldsProps = {
  /** Prefix of the inputs' ids, so two forms on a page do not clash. */
  id: string;
  value: ResultDeliveryChoice | null;
  onChange: (next: ResultDeliveryChoice | null) => void;
  /** The server's message for the chat URL (422 on `deliver.chat.url`). */
  urlError?: string;
};

/**
 * "Deliver the result" (issue 41): e-mail the result to the account's address, and/or post it to
 * one Slack, Discord or Teams channel by its incoming-webhook URL. Nothing chosen is null.
 */
export function DeliverResultFields({ id, value, onChange, urlError }: DeliverResultFieldsProps) {
  const email = value?.email ?? false;
  const chat = value?.chat ?? null;
  const change = (next: ResultDeliveryChoice) => onChange(next.email || next.chat ? next : null);
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border p-4">
      <legend className="px-1 text-sm font-semibold">Deliver the result</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          id={`${id}-email`}
          type="checkbox"
          className="size-4 accent-accent"
          checked={email}
          onChange={(event) => change({ email: event.target.checked, chat })}
        />
        E-mail me the result (its summary and file links)
      </label>
      <FormField id={`${id}-service`} label="Send to a chat channel">
        <select
          id={`${id}-service`}
          className={inputStyles}
          value={chat?.service ?? ''}
          onChange={(event) => {
            const service = event.target.value as ChatService | '';
            change({ email, chat: service ? { service, url: chat?.url ?? '' } : null });
          }}
        >
          <option value="">Don’t send</option>
          {chatServices.map((service) => (
            <option key={service} value={service}>
              {chatServiceNames[service]}
            </option>
          ))}
        </select>
      </FormField>
      {chat && (
        <FormField
          id={`${id}-url`}
          label={`${chatServiceNames[chat.service]} webhook URL`}
          required
          error={urlError}
          helpText={helpTexts[chat.service]}
        >
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="off"
            className={inputStyles}
            placeholder={placeholders[chat.service]}
            aria-invalid={urlError ? true : undefined}
            value={chat.url}
            onChange={(event) => change({ email, chat: { service: chat.service, url: event.target.value } })}
          />
        </FormField>
      )}
    </fieldset>
  );
}
