import { automationForm, type AutomationFormValues } from '@basalt/contracts';
import { useWatch, type Control } from 'react-hook-form';
import { AlertBanner } from '@/components/ui/alert-banner';

/**
 * Why the last save did not go through: the form's own checks, or the server's answer to the values
 * it was sent (`sent`: those values as JSON).
 */
export type SaveProblem = { kind: 'invalid' } | { kind: 'refused'; message: string; sent: string };

/** The first problem in the spec's order (name, description, category, webhook URL, fields). */
export const firstProblem = (values: AutomationFormValues) =>
  automationForm.safeParse(values).error?.issues[0]?.message;

type AutomationFormBannerProps = { control: Control<AutomationFormValues>; problem: SaveProblem };

/**
 * The banner reads the values as they are now, so fixing a field shows the next problem or nothing
 * (issue 39). A server refusal speaks of the values it was sent, so it shows only while they are
 * unchanged. Rendered only while there is a problem, so the editor does not watch every keystroke.
 */
export function AutomationFormBanner({ control, problem }: AutomationFormBannerProps) {
  const values = useWatch({ control }) as AutomationFormValues;
  const message =
    problem.kind === 'invalid'
      ? firstProblem(values)
      : JSON.stringify(values) === problem.sent
        ? problem.message
        : undefined;
  return message ? <AlertBanner>{message}</AlertBanner> : null;
}
