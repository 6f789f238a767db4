import { type AdminUpdateUserRequest, PLAN_OFFERS, SUBSCRIPTION_STATUSES, type User } from '@freshwatch/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormDialog } from '@/components/data-table/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { messageOf } from '@/lib/api';
import { adminUsersQueryOptions, usersApi } from './users-queries';
import { displayName } from './users-table';

const PLAN_OPTIONS = PLAN_OFFERS.map((offer) => ({ value: offer.id, label: offer.name }));
const STATUS_OPTIONS = optionsOf(SUBSCRIPTION_STATUSES);

/**
 * Prefilled from the chosen user, plan defaulting to free and status to active. The dialog
 * sends every field, each as it shows it.
 */
function initialValues(user: User) {
  return {
    email: user.email ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    planType: user.planType ?? 'free',
    subscriptionStatus: user.subscriptionStatus ?? 'active',
  } satisfies Required<AdminUpdateUserRequest>;
}

type EditUserValues = ReturnType<typeof initialValues>;

export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => initialValues(user));
  const ids = { email: useId(), firstName: useId(), lastName: useId(), customer: useId(), subscription: useId() };
  const set = <K extends keyof EditUserValues>(key: K, value: EditUserValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const save = useMutation({
    mutationFn: () => usersApi.update(user.id, { ...values, email: values.email.trim(), firstName: values.firstName.trim(), lastName: values.lastName.trim() }),
    onSuccess: () => {
      toast({ title: 'User Updated', description: 'User information has been updated successfully.' });
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey });
      onClose();
    },
    onError: (error) => toast({ title: 'Update Failed', description: messageOf(error, 'Failed to update user.'), variant: 'destructive' }),
  });

  return (
    <FormDialog
      title="Edit User"
      description={`Change the details, plan and subscription of ${displayName(user)}.`}
      busy={save.isPending}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      onSubmit={() => save.mutate()}
      onClose={onClose}
    >
      <div className="grid gap-2">
        <Label htmlFor={ids.email}>Email</Label>
        <Input id={ids.email} type="email" autoComplete="off" value={values.email} onChange={(e) => set('email', e.target.value)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.firstName}>First Name</Label>
          <Input id={ids.firstName} autoComplete="off" value={values.firstName} onChange={(e) => set('firstName', e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.lastName}>Last Name</Label>
          <Input id={ids.lastName} autoComplete="off" value={values.lastName} onChange={(e) => set('lastName', e.target.value)} />
        </div>
      </div>
      <SelectField label="Plan" value={values.planType} options={PLAN_OPTIONS} onChange={(planType) => set('planType', planType)} />
      <SelectField
        label="Subscription Status"
        value={values.subscriptionStatus}
        options={STATUS_OPTIONS}
        onChange={(subscriptionStatus) => set('subscriptionStatus', subscriptionStatus)}
      />
      {user.stripeCustomerId && <ReadOnlyField id={ids.customer} label="Payment Customer ID" value={user.stripeCustomerId} />}
      {user.stripeSubscriptionId && <ReadOnlyField id={ids.subscription} label="Payment Subscription ID" value={user.stripeSubscriptionId} />}
    </FormDialog>
  );
}

function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} readOnly value={value} className="bg-muted font-mono text-xs" />
    </div>
  );
}
