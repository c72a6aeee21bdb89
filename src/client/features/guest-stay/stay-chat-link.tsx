import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from '../../i18n/intl';
import { Link, useNavigate } from '../../router';
import type { GuestSession } from '../../../shared/schemas/messaging';
import { GUEST_CHAT_PATH, GUEST_LOGIN_PATH, guestChatKeys, useGuestChatApi, type GuestLoginPrefill } from '../../api/guest-chat';
import type { ApiError } from '../../api/http';
import { Button } from '../../ui/button';

// From the confirmation to the stay's chat in one click: the guest has just typed the e-mail and
// the server has just answered the code, which are exactly what the guest sign-in asks, so the
// button signs in with them (the guest_token cookie, as /guest/login would) and opens /guest/chat.
// Should that fail (offline, too many sign-ins from this address), the sign-in page is offered
// with both already filled in.

export function StayChatLink({ code, email }: { code: string; email: string }) {
  const api = useGuestChatApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = useMutation<GuestSession | null, ApiError>({
    meta: { errorShown: 'inline' },
    mutationFn: () => api.login({ bookingCode: code, email }),
    onSuccess: (session) => {
      // A session of another stay in this browser is replaced: none of its data may show.
      queryClient.removeQueries({ queryKey: guestChatKeys.all });
      if (session) queryClient.setQueryData(guestChatKeys.session, session);
      navigate(GUEST_CHAT_PATH);
    },
  });
  const prefill: GuestLoginPrefill = { bookingCode: code, email };
  return (
    <div className="guest-stay__chat">
      <p>
        <FormattedMessage id="guest-stay.answer.chat.intro" />
      </p>
      <Button onClick={() => open.mutate()} busy={open.isPending || open.isSuccess} className="guest-stay__submit" data-testid="guest-stay-chat">
        <FormattedMessage id={open.isPending ? 'guest-stay.answer.chat.opening' : 'guest-stay.answer.chat.open'} />
      </Button>
      {open.isError && (
        <p className="guest-stay__notice" role="alert">
          <FormattedMessage id="guest-stay.answer.chat.failed" values={{ code }} />{' '}
          <Link to={GUEST_LOGIN_PATH} state={prefill}>
            <FormattedMessage id="guest-stay.answer.chat.signIn" />
          </Link>
        </p>
      )}
    </div>
  );
}
