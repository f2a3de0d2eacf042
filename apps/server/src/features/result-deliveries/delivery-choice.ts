import type { ResultDeliveryChoice, ResultDeliveryChoiceInput } from '@basalt/contracts';
import { AppError } from '../../platform/errors/app-error';
import type { OutboundPolicy } from '../../platform/outbound';
import { chatUrlProblem } from './chat-url';
import type { NewResultDelivery } from './result-deliveries.queries';

/**
 * A delivery choice as it is kept: null when it delivers nowhere, the chat URL checked (shape per
 * service, then D17's address rules). A bad URL answers 422 on `<field>.chat.url`, nothing saved.
 */
export async function checkedDeliveryChoice(
  choice: ResultDeliveryChoiceInput | null | undefined,
  policy: OutboundPolicy,
  field = 'deliver',
): Promise<ResultDeliveryChoice | null> {
  if (!choice || (!choice.email && !choice.chat)) return null;
  if (choice.chat) {
    const problem = await chatUrlProblem(choice.chat.service, choice.chat.url, policy);
    if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ path: `${field}.chat.url`, message: problem }]);
  }
  return { email: choice.email ?? false, chat: choice.chat ?? null };
}

/** The deliveries a run with this choice gets: its owner's e-mail address, the chat URL. */
export function deliveryTargets(choice: ResultDeliveryChoice | null, email: string): NewResultDelivery[] {
  if (!choice) return [];
  return [
    ...(choice.email ? [{ channel: 'email' as const, destination: email }] : []),
    ...(choice.chat ? [{ channel: choice.chat.service, destination: choice.chat.url }] : []),
  ];
}

/**
 * A chat URL is a secret (anyone holding it can post to the channel): lists show its host and path
 * without the last segment, enough to tell two channels apart.
 */
export function shortDestination(channel: string, destination: string): string {
  if (channel === 'email') return destination;
  try {
    const url = new URL(destination);
    const kept = url.pathname.split('/').filter(Boolean).slice(0, -1);
    return `${url.host}/${[...kept, '…'].join('/')}`;
  } catch {
    return '…';
  }
}
