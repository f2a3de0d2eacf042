import { updateBudgetInput, type GetBudgetResponse, type UpdateBudgetInput } from '@basalt/contracts';
import { useState, type FormEvent } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateBudget } from '../api/update-budget';
import { budgetSavedMessage } from './budget-saved-message';

type Field = keyof UpdateBudgetInput;
const asText = (value: number | null) => (value === null ? '' : String(value));
/** An empty field removes the limit; anything else goes to the shared contract as a number. */
const asLimit = (text: string) => (text.trim() === '' ? null : Number(text));

export function BudgetForm({ budget }: { budget: GetBudgetResponse }) {
  const update = useUpdateBudget();
  const [values, setValues] = useState<Record<Field, string>>({
    monthlyCapTokens: asText(budget.monthlyCapTokens),
    lowBalanceThreshold: asText(budget.lowBalanceThreshold),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const saved = update.isSuccess ? budgetSavedMessage(update.data) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateBudgetInput.safeParse({
      monthlyCapTokens: asLimit(values.monthlyCapTokens),
      lowBalanceThreshold: asLimit(values.lowBalanceThreshold),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    update.mutate(parsed.data);
  };
  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: errors[name] && `Error: ${errors[name]}`,
    inputMode: 'numeric' as const,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {saved && <AlertBanner tone={saved.refusesRuns ? 'info' : 'success'}>{saved.text}</AlertBanner>}
      {update.error && <AlertBanner>Error: {update.error.message}</AlertBanner>}
      <TextField
        id="budget-monthly-cap"
        label="Monthly budget (tokens)"
        helpText="Runs that would take this month's spend past it are refused. Leave empty for no budget."
        {...field('monthlyCapTokens')}
      />
      <TextField
        id="budget-low-balance"
        label="Low-balance threshold (tokens)"
        helpText="We e-mail you when your balance falls below this. Leave empty for no e-mail."
        {...field('lowBalanceThreshold')}
      />
      <Button type="submit" className="self-start" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Budget'}
      </Button>
    </form>
  );
}
