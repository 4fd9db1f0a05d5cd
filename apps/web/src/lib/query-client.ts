import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { apiErrorInfo, isSessionEnded } from './trpc';

const MAX_RETRIES = 2;

/**
 * The app's query client. `onSessionEnded` runs when any request answers 401, so the app can send
 * the visitor to sign-in. Client errors (4xx) are answers, not glitches: they are never retried.
 */
export function createQueryClient({ onSessionEnded }: { onSessionEnded: () => void }): QueryClient {
  const onError = (error: unknown) => {
    if (isSessionEnded(error)) onSessionEnded();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => {
          const status = apiErrorInfo(error)?.status;
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failures < MAX_RETRIES;
        },
      },
    },
  });
}
