import { useRouteError } from 'react-router-dom';
import { graphqlFailure } from '@/lib/graphql-error';
import { BackofficeFrameContainer } from './backoffice-frame-container';
import styles from './backoffice-states.module.css';

/** A back-office page's query failed: the frame stays, the reason shows in words, with a way to try again. */
export function BackofficeRouteError() {
  const error = useRouteError();
  return (
    <BackofficeFrameContainer page={null}>
      <div className={styles.state} role="alert">
        <p>This page could not be loaded: {graphqlFailure(error).message}</p>
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    </BackofficeFrameContainer>
  );
}
