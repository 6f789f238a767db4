import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '@/features/users/users-page';

// No loader: the page reads the list itself, to turn a member's 403 into a message of its own.
export const Route = createFileRoute('/_app/users')({
  component: UsersPage,
});
