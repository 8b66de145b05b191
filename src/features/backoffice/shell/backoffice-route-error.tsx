import { useRouteError } from 'react-router-dom';
import { graphqlFailure } from '@/lib/graphql-error';
import { BackofficeFrameContainer } from './backoffice-frame-container';
import { PageFailed, PageRefused } from './page-states';

/**
 * A back-office page's query failed: the frame stays and the reason shows in words. A refusal of this level
 * (PERMISSION_DENIED: the trading desk the admin has not opened to it) leads back to the dashboard; anything
 * else (the exchange unreachable, a restart) offers to try again.
 */
export function BackofficeRouteError() {
  const failure = graphqlFailure(useRouteError());
  return (
    <BackofficeFrameContainer page={null}>
      {failure.code === 'PERMISSION_DENIED' ? (
        <PageRefused message={/[.!?]$/.test(failure.message) ? failure.message : `${failure.message}.`} />
      ) : (
        <PageFailed message={failure.message} onRetry={() => window.location.reload()} />
      )}
    </BackofficeFrameContainer>
  );
}
