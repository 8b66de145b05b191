import { useRouteError } from 'react-router-dom';
import { graphqlFailure } from '@/lib/graphql-error';
import { BackofficeFrameContainer } from './backoffice-frame-container';
import { PageFailed } from './page-states';

/** A back-office page's query failed: the frame stays, the reason shows in words, with a way to try again. */
export function BackofficeRouteError() {
  const error = useRouteError();
  return (
    <BackofficeFrameContainer page={null}>
      <PageFailed message={graphqlFailure(error).message} onRetry={() => window.location.reload()} />
    </BackofficeFrameContainer>
  );
}
