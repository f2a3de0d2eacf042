import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileInput, type SessionUser, type UpdateProfileInput } from '@basalt/contracts';
import { useForm } from 'react-hook-form';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateProfile } from '../api/update-profile';

/** Spec Profile tab: full name (required); messages as the spec words them. */
export function ProfileTab({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileInput),
    defaultValues: { fullName: user.fullName },
  });
  const error = form.formState.errors.fullName?.message;
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await update.mutateAsync(values).catch(() => undefined);
    if (saved) form.reset(saved);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-lg flex-col gap-4">
      {update.isSuccess && <AlertBanner tone="success">Profile updated successfully!</AlertBanner>}
      {update.error && <AlertBanner>Error: {update.error.message}</AlertBanner>}
      <TextField id="profile-email" label="Email" type="email" value={user.email} readOnly disabled />
      <TextField
        id="profile-full-name"
        label="Full Name"
        autoComplete="name"
        required
        error={error && `Error: ${error}`}
        {...form.register('fullName')}
      />
      <Button type="submit" className="self-start" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
