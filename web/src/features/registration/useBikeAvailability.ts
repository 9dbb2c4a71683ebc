import type { Activity } from "@shared/schemas/activity";
import { type BikeAvailability, rentsBikes } from "@shared/schemas/fleet";
import { useEffect, useState } from "react";
import { fetchBikeAvailability } from "./api";

/**
 * The rental bikes free on an e-bike outing's day, read once when the dialog opens; null while
 * loading, on any other outing, or when it could not be read (the server decides then).
 */
export function useBikeAvailability(activity: Activity): BikeAvailability | null {
  const [availability, setAvailability] = useState<BikeAvailability | null>(null);
  const eBikeOuting = rentsBikes(activity);
  useEffect(() => {
    if (!eBikeOuting) return;
    const controller = new AbortController();
    void fetchBikeAvailability(activity.id, controller.signal).then((found) => {
      if (!controller.signal.aborted) setAvailability(found);
    });
    return () => controller.abort();
  }, [activity.id, eBikeOuting]);
  return eBikeOuting ? availability : null;
}
