import { useNavigate } from 'react-router';
import { useForgetUser, useSignOut } from './sign-out';

/** Spec: Logout ends the session and goes to /; even if the server is unreachable, the tab forgets the user. */
export function useLogout() {
  const signOut = useSignOut();
  const forgetUser = useForgetUser();
  const navigate = useNavigate();
  return () =>
    signOut.mutate(undefined, {
      onSettled: () => {
        forgetUser();
        navigate('/');
      },
    });
}
