import { useCallback, useEffect, useRef, useState } from "react";
import type { WorkshopSite } from "../../../api-adapters/booking/schemas";
import type { ClosestDepartmentsRequest, ServiceBookingApi } from "./types";
import { SITES_PER_BATCH, withSite } from "./workshop-rules";

/** loading: a batch is streaming; idle: shown; noSites: the first batch had none; error. */
export type WorkshopStreamStatus = "loading" | "idle" | "noSites" | "error";

export interface WorkshopStream {
  /** The workshops in the order they came (nearest first, batch after batch). */
  sites: WorkshopSite[];
  status: WorkshopStreamStatus;
  /** The stream's `{error}` text, or the connection's. */
  error?: string;
  /** The last batch was full: 'Hämta fler' may find more. */
  hasMore: boolean;
  /** 'Hämta fler' (or a retry after an error): the next batch after the last workshop. */
  loadMore: () => void;
}

/**
 * The workshops of the event stream (specs §4.1, §7): the first batch at once, each site shown
 * as it comes, the next batch on request with the last departmentId as the cursor. The call is
 * aborted when the component goes (or a new batch is asked). Give the component a `key` of the
 * request: new services or a new place start a new list (specs §4.1).
 */
export function useWorkshopStream(
  api: ServiceBookingApi,
  request: Omit<ClosestDepartmentsRequest, "cursor">,
): WorkshopStream {
  const [sites, setSites] = useState<WorkshopSite[]>([]);
  const [status, setStatus] = useState<WorkshopStreamStatus>("loading");
  const [error, setError] = useState<string>();
  const [hasMore, setHasMore] = useState(false);
  const running = useRef<AbortController | null>(null);
  const lastId = useRef<string | undefined>(undefined);
  const requestRef = useRef(request);

  const stream = useCallback(
    (cursor: string | undefined) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      let received = 0;
      let noSites = false;
      let failure: string | undefined;
      const current = () => !controller.signal.aborted;
      void api
        .closestDepartments(
          { ...requestRef.current, cursor },
          {
            onSite: (site) => {
              if (!current()) return;
              received += 1;
              lastId.current = site.departmentId;
              setSites((known) => withSite(known, site));
            },
            onNoSites: () => {
              noSites = true;
            },
            onError: (message) => {
              failure = message;
            },
          },
          controller.signal,
        )
        .then(() => {
          if (!current()) return;
          setError(failure);
          setHasMore(failure === undefined && received >= SITES_PER_BATCH);
          if (failure !== undefined) setStatus("error");
          else if (cursor === undefined && (noSites || received === 0)) setStatus("noSites");
          else setStatus("idle");
        });
    },
    [api],
  );

  useEffect(() => {
    stream(undefined);
    return () => running.current?.abort();
  }, [stream]);

  const loadMore = useCallback(() => {
    setStatus("loading");
    setError(undefined);
    stream(lastId.current);
  }, [stream]);

  return { sites, status, error, hasMore, loadMore };
}
