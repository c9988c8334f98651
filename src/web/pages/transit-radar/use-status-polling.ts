import { useCallback, useEffect, useRef } from "react";
import { TRANSIT_STATUS_POLL_LIMIT_MS, TRANSIT_STATUS_POLL_MS } from "#contracts/constants";
import { errorCodeOf } from "#web/lib/api.ts";
import { fetchTransitStatus, type TransitStatus } from "./api.ts";

/**
 * After a generation, asks GET /api/transits/status/:id for each unfinished transit every 2 s,
 * for at most a minute, and calls `onChange` whenever a status moved. Each new `start` replaces
 * the previous round; leaving the page stops it.
 */
export function useStatusPolling(
  onChange: () => void,
): (transits: { id: number; status: TransitStatus }[]) => void {
  const round = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  const stop = useCallback(() => {
    round.current += 1;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  return useCallback(
    (transits) => {
      stop();
      const current = round.current;
      const known = new Map<number, TransitStatus>();
      for (const transit of transits) if (transit.status !== "done") known.set(transit.id, transit.status);
      if (known.size === 0) return;
      const deadline = Date.now() + TRANSIT_STATUS_POLL_LIMIT_MS;

      const tick = async () => {
        timer.current = null;
        const answers = await Promise.all(
          [...known.keys()].map(async (id) => {
            try {
              return { id, status: await fetchTransitStatus(id) };
            } catch (error) {
              // A transit that no longer exists (cache cleared) is not worth asking about again.
              return { id, status: errorCodeOf(error) === "not_found" ? ("gone" as const) : null };
            }
          }),
        );
        if (current !== round.current) return;
        let moved = false;
        for (const { id, status } of answers) {
          if (status === null) continue;
          if (status !== known.get(id)) moved = true;
          if (status === "done" || status === "gone") known.delete(id);
          else known.set(id, status);
        }
        if (moved) changed.current();
        if (known.size > 0 && Date.now() + TRANSIT_STATUS_POLL_MS <= deadline) {
          timer.current = setTimeout(tick, TRANSIT_STATUS_POLL_MS);
        }
      };
      timer.current = setTimeout(tick, TRANSIT_STATUS_POLL_MS);
    },
    [stop],
  );
}
