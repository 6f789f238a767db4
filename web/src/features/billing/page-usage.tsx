import { isNearPageLimit } from '@freshwatch/contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { planUsageQueryOptions } from './billing-queries';
import { UpgradeHint } from './upgrade-hint';

/** The content screen's 'N of M pages', with an Upgrade link (for owners) once the plan's limit is near. Nothing without a limit. */
export function PageUsage() {
  const { data: usage } = useQuery(planUsageQueryOptions());
  if (!usage || usage.limit === null) return null;
  const near = isNearPageLimit(usage);
  return (
    <p className={near ? 'text-sm font-medium text-yellow-700' : 'text-sm text-muted-foreground'}>
      {usage.used} of {usage.limit} pages
      {near && (
        <>
          {' · '}
          <UpgradeHint />
        </>
      )}
    </p>
  );
}
