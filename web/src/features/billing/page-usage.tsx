import { isNearPageLimit } from '@freshwatch/contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { planUsageQueryOptions } from './billing-queries';

/** The content screen's 'N of M pages', with an Upgrade link once the plan's limit is near. Nothing without a limit. */
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
          <Link to="/subscribe" className="underline">
            Upgrade
          </Link>
        </>
      )}
    </p>
  );
}
