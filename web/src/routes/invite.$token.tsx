import { createFileRoute } from '@tanstack/react-router';
import { InvitePage } from '@/features/team/invite-page';

/** The link an invitation carries: open to everyone, signed in or not. */
export const Route = createFileRoute('/invite/$token')({
  component: function InviteRoute() {
    const { token } = Route.useParams();
    return <InvitePage token={token} />;
  },
});
