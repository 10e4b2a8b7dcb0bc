import { useQuery } from '@tanstack/react-query';
import { profileDetailsQuery } from '@engage/shared/api/profile-queries';

/** "Your bot is on/off", read from the profile's `bot_active`, announced when it changes. */
export function BotStatus() {
  const profile = useQuery(profileDetailsQuery);
  const active = profile.data?.bot_active;
  return (
    <p className="eg-shell-bot-status" role="status">
      {active === undefined ? (
        'Checking your bot…'
      ) : (
        <>
          Your bot is <strong>{active ? 'on' : 'off'}</strong>.
        </>
      )}
    </p>
  );
}
