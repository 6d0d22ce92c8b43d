import { useEffect } from "react";
import { APILoadingStatus, useApiLoadingStatus } from "@vis.gl/react-google-maps";

/** Calls `onFail` when the maps script failed to load or refused the key (inside APIProvider). */
export function FailureWatch({ onFail }: { onFail: () => void }) {
  const status = useApiLoadingStatus();
  useEffect(() => {
    if (status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE) onFail();
  }, [status, onFail]);
  return null;
}
