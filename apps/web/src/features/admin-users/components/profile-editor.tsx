import { updateAdminUserBody, type AdminUserDetails, type UpdateAdminUserInput } from '@basalt/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { useUpdateAdminUser } from '../api/update-admin-user';

type Values = Required<{ [K in keyof UpdateAdminUserInput]: string }>;

const valuesOf = (user: AdminUserDetails): Values => ({
  fullName: user.fullName,
  phone: user.phone ?? '',
  company: user.company ?? '',
  subscriptionTier: user.subscriptionTier ?? '',
  subscriptionStatus: user.subscriptionStatus ?? '',
  subscriptionRenewsAt: user.subscriptionRenewsAt?.slice(0, 10) ?? '',
});

const inputs: { key: keyof Values; label: string; type?: string }[] = [
  { key: 'fullName', label: 'Full Name' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'company', label: 'Company' },
  { key: 'subscriptionTier', label: 'Subscription Tier' },
  { key: 'subscriptionStatus', label: 'Subscription Status' },
  { key: 'subscriptionRenewsAt', label: 'Renewal Date', type: 'date' },
];

/** Name, phone, company and subscription; Save Changes appears only once something changed. */
export function ProfileEditor({ user }: { user: AdminUserDetails }) {
  const initial = valuesOf(user);
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateAdminUser(user.id);
  const changed = (Object.keys(values) as (keyof Values)[]).filter((key) => values[key] !== initial[key]);

  const save = () => {
    const body = Object.fromEntries(changed.map((key) => [key, values[key]]));
    const parsed = updateAdminUserBody.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the form');
    setError(null);
    update.mutate(body, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        toast.success('User updated');
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <section className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {inputs.map((input) => (
          <FormField key={input.key} id={`user-${input.key}`} label={input.label}>
            <input
              id={`user-${input.key}`}
              type={input.type ?? 'text'}
              list={input.key === 'subscriptionStatus' ? 'subscription-statuses' : undefined}
              className={inputStyles}
              value={values[input.key]}
              onChange={(event) => setValues({ ...values, [input.key]: event.target.value })}
            />
          </FormField>
        ))}
        <datalist id="subscription-statuses">
          <option value="active" />
          <option value="inactive" />
          <option value="cancelled" />
        </datalist>
      </div>
      {error && <AlertBanner>{error}</AlertBanner>}
      {changed.length > 0 && (
        <Button className="self-end" onClick={save} disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      )}
    </section>
  );
}
